package cards

import "kindred/vtes"

var _ = register(vampire(201552, "Kathy Glens", 5, "Toreador", 6, "aus cel tha PRE",
	vtes.Camarilla, vtes.NoTitle))
