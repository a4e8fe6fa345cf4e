package cards

import "kindred/vtes"

var _ = register(vampire(201559, "Meaghan", 3, "Malkavian", 6, "aus obf",
	vtes.Camarilla, vtes.NoTitle))
