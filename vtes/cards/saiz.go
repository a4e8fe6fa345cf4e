package cards

import "kindred/vtes"

// Saiz (Sabbat, aus dom, capacity 3): no special ability.
var _ = register(vampire(201222, "Saiz", 3, "Tremere antitribu", 3, "aus dom",
	vtes.Sabbat, vtes.NoTitle))
