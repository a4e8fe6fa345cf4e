package cards

import "kindred/vtes"

// Ruslan Fedorenko (Anarch, pro, capacity 2): no special ability.
var _ = register(vampire(201611, "Ruslan Fedorenko", 2, "Gangrel", 6, "pro",
	vtes.Anarch, vtes.NoTitle))
