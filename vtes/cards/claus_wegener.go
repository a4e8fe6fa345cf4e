package cards

import "kindred/vtes"

var _ = register(vampire(200280, "Claus Wegener", 5, "Tremere", 5, "aus for tha DOM",
	vtes.Camarilla, vtes.NoTitle))
