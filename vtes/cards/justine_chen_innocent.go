package cards

import "kindred/vtes"

// Justine Chen, Innocent (Sabbat, pre, capacity 2): no special ability.
var _ = register(vampire(200740, "Justine Chen, Innocent", 2, "Toreador antitribu", 4, "pre",
	vtes.Sabbat, vtes.NoTitle))
