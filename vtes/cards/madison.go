package cards

import "kindred/vtes"

var _ = register(vampire(201557, "Madison", 6, "Ventrue", 6, "DOM FOR PRE", vtes.Camarilla,
	vtes.NoTitle))
