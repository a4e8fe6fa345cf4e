package cards

import "kindred/vtes"

// Crow (Anarch, for pro tha ANI, capacity 5): no special ability.
var _ = register(vampire(200303, "Crow", 5, "Gangrel", 5, "for pro tha ANI",
	vtes.Anarch, vtes.NoTitle))
