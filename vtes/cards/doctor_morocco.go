package cards

import "kindred/vtes"

// Doctor Morocco (Anarch, cel obf pre PRO, capacity 5): no special ability.
var _ = register(vampire(201584, "Doctor Morocco", 5, "Ministry", 6, "cel obf pre PRO",
	vtes.Anarch, vtes.NoTitle))
