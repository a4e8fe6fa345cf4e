package cards

import "kindred/vtes"

var _ = register(vampire(201542, "Chrysanthemum", 5, "Tremere", 6, "dom AUS THA",
	vtes.Camarilla, vtes.Primogen))
