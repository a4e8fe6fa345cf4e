package cards

import "kindred/vtes"

// Melech (Anarch, pro OBF, capacity 4): no special ability.
var _ = register(vampire(201603, "Melech", 4, "Ministry", 6, "pro OBF",
	vtes.Anarch, vtes.NoTitle))
