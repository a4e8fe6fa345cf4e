package cards

import "kindred/vtes"

var _ = register(vampire(201558, "Massimo Falconi", 4, "Toreador", 6, "aus cel pre",
	vtes.Camarilla, vtes.NoTitle))
