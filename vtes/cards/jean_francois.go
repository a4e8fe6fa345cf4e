package cards

import "kindred/vtes"

// Jean-François (Anarch, ani obf pre, capacity 4): no special ability.
var _ = register(vampire(201674, "Jean-François", 4, "Ravnos", 7, "ani obf pre",
	vtes.Anarch, vtes.NoTitle))
