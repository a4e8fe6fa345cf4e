package cards

import "kindred/vtes"

// Yael (Independent, aus dom for, capacity 4): no special ability.
var _ = register(vampire(201691, "Yael", 4, "Salubri", 7, "aus dom for",
	vtes.Independent, vtes.NoTitle))
