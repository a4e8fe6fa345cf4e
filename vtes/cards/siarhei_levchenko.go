package cards

import "kindred/vtes"

// Siarhei Levchenko (Anarch, pot CEL PRE, capacity 5): no special ability.
var _ = register(vampire(201612, "Siarhei Levchenko", 5, "Brujah", 6, "pot CEL PRE",
	vtes.Anarch, vtes.NoTitle))
