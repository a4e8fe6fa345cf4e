package cards

import "kindred/vtes"

var _ = register(vampire(201624, "Amelia Locke", 6, "Ventrue", 6, "cel dom FOR PRE",
	vtes.Camarilla, vtes.NoTitle))
