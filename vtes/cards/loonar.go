package cards

import "kindred/vtes"

// Loonar (Sabbat, cel PRE, capacity 4): no special ability.
var _ = register(vampire(200851, "Loonar", 4, "Toreador antitribu", 4, "cel PRE",
	vtes.Sabbat, vtes.NoTitle))
