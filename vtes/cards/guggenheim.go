package cards

import "kindred/vtes"

// Guggenheim (Sabbat, AUS CEL PRE, capacity 6): no special ability.
var _ = register(vampire(201515, "Guggenheim", 6, "Toreador antitribu", 5, "AUS CEL PRE",
	vtes.Sabbat, vtes.NoTitle))
