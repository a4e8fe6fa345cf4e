package cards

import "kindred/vtes"

// Esoara (Sabbat, aus for pot DOM, capacity 5): no special ability.
var _ = register(vampire(200437, "Esoara", 5, "Tremere antitribu", 4, "aus for pot DOM",
	vtes.Sabbat, vtes.NoTitle))
