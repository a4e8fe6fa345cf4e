package cards

import "kindred/vtes"

var _ = register(vampire(201562, "Naomi Stewart", 5, "Ventrue", 6, "dom FOR PRE",
	vtes.Camarilla, vtes.NoTitle))
