package cards

import "kindred/vtes"

var _ = register(vampire(201571, "Tamoszius", 5, "Toreador", 6, "aus CEL PRE",
	vtes.Camarilla, vtes.NoTitle))
