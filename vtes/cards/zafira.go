package cards

import "kindred/vtes"

// Zafira (Anarch, obf PRE, capacity 4): no special ability.
var _ = register(vampire(201692, "Zafira", 4, "Ravnos", 7, "obf PRE",
	vtes.Anarch, vtes.NoTitle))
