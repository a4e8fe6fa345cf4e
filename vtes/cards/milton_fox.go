package cards

import "kindred/vtes"

// Milton Fox (Anarch, pre pro, capacity 3): no special ability.
var _ = register(vampire(201605, "Milton Fox", 3, "Ministry", 6, "pre pro",
	vtes.Anarch, vtes.NoTitle))
