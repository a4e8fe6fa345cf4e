package cards

import "kindred/vtes"

var _ = register(vampire(201630, "Mason Ha", 5, "Tremere", 6, "aus cel dom THA", vtes.Camarilla,
	vtes.NoTitle))
