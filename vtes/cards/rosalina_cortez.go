package cards

import "kindred/vtes"

var _ = register(vampire(201567, "Rosalina Cortez", 3, "Tremere", 6, "THA",
	vtes.Camarilla, vtes.NoTitle))
