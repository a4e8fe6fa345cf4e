package cards

import "kindred/vtes"

// Rayne (Anarch, pot, capacity 2): no special ability.
var _ = register(vampire(201610, "Rayne", 2, "Brujah", 6, "pot",
	vtes.Anarch, vtes.NoTitle))
