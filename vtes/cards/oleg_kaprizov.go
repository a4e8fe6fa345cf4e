package cards

import "kindred/vtes"

// Oleg Kaprizov (Anarch, obf pre, capacity 3): no special ability.
var _ = register(vampire(201679, "Oleg Kaprizov", 3, "Ravnos", 7, "obf pre",
	vtes.Anarch, vtes.NoTitle))
