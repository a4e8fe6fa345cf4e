package cards

import "kindred/vtes"

var _ = register(vampire(201554, "Lauren", 4, "Tremere", 6, "aus dom tha",
	vtes.Camarilla, vtes.NoTitle))
