package cards

import "kindred/vtes"

// Ilias cel Frumos (Sabbat, aus vic, capacity 3): no special ability.
var _ = register(vampire(200627, "Ilias cel Frumos", 3, "Tzimisce", 4, "aus vic",
	vtes.Sabbat, vtes.NoTitle))
