package cards

import "kindred/vtes"

// Conchita Morales (Sabbat, aus CEL PRE, capacity 5): no special ability.
var _ = register(vampire(201514, "Conchita Morales", 5, "Toreador antitribu", 5, "aus CEL PRE",
	vtes.Sabbat, vtes.NoTitle))
