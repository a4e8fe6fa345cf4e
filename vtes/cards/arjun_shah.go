package cards

import "kindred/vtes"

var _ = register(vampire(201655, "Arjun Shah", 4, "Banu Haqim", 6, "obf THA", vtes.Camarilla,
	vtes.NoTitle))
