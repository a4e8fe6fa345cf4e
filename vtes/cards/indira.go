package cards

import "kindred/vtes"

// Indira (Anarch, PRO, capacity 3): no special ability.
var _ = register(vampire(201592, "Indira", 3, "Gangrel", 6, "PRO",
	vtes.Anarch, vtes.NoTitle))
