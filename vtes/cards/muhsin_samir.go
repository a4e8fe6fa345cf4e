package cards

import "kindred/vtes"

var _ = register(vampire(201020, "Muhsin Samir", 6, "Tremere", 4, "aus pot DOM THA",
	vtes.Camarilla, vtes.NoTitle))
