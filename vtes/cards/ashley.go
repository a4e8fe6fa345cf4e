package cards

import "kindred/vtes"

var _ = register(vampire(201533, "Ashley", 3, "Malkavian", 6, "dom obf",
	vtes.Camarilla, vtes.NoTitle))
