package cards

import "kindred/vtes"

var _ = register(vampire(201718, "Gebeyehu Abdu", 5, "Hecata", 6, "for AUS OBL", vtes.Independent,
	vtes.NoTitle))
