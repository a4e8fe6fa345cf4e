package cards

import "kindred/vtes"

// Octane (Anarch, CEL POT PRE, capacity 6): no special ability.
var _ = register(vampire(201609, "Octane", 6, "Brujah", 6, "CEL POT PRE",
	vtes.Anarch, vtes.NoTitle))
