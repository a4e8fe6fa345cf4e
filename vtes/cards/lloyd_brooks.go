package cards

import "kindred/vtes"

var _ = register(vampire(201556, "Lloyd Brooks", 6, "Tremere", 6, "aus pot DOM THA",
	vtes.Camarilla, vtes.Primogen))
