package cards

import "kindred/vtes"

var _ = register(vampire(201563, "Nassir", 4, "Tremere", 6, "aus THA",
	vtes.Camarilla, vtes.NoTitle))
