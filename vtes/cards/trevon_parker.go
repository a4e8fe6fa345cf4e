package cards

import "kindred/vtes"

var _ = register(vampire(201572, "Trevon Parker", 6, "Tremere", 6, "AUS DOM THA",
	vtes.Camarilla, vtes.NoTitle))
