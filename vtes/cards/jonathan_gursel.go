package cards

import "kindred/vtes"

// Jonathan Gursel (Sabbat, aus pre, capacity 3): no special ability.
var _ = register(vampire(200717, "Jonathan Gursel", 3, "Toreador antitribu", 4, "aus pre",
	vtes.Sabbat, vtes.NoTitle))
