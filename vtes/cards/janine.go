package cards

import "kindred/vtes"

// Janine (Sabbat, aus dom tha, capacity 4): no special ability.
var _ = register(vampire(200674, "Janine", 4, "Tremere antitribu", 4, "aus dom tha",
	vtes.Sabbat, vtes.NoTitle))
