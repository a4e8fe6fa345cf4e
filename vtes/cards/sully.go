package cards

import "kindred/vtes"

var _ = register(vampire(201569, "Sully", 4, "Malkavian", 6, "aus dom obf",
	vtes.Camarilla, vtes.NoTitle))
