package cards

import "kindred/vtes"

// Lectora (Sabbat, aus tha, capacity 3): no special ability.
var _ = register(vampire(200827, "Lectora", 3, "Tremere antitribu", 4, "aus tha",
	vtes.Sabbat, vtes.NoTitle))
