package cards

import "kindred/vtes"

// Monique Kim (Sabbat, aus cel, capacity 3): no special ability.
var _ = register(vampire(201005, "Monique Kim", 3, "Toreador antitribu", 4, "aus cel",
	vtes.Sabbat, vtes.NoTitle))
