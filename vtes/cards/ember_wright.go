package cards

import "kindred/vtes"

// Ember Wright (Sabbat, aus dom, capacity 3): no special ability.
var _ = register(vampire(200418, "Ember Wright", 3, "Tremere antitribu", 3, "aus dom",
	vtes.Sabbat, vtes.NoTitle))
