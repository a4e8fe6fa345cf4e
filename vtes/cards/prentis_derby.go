package cards

import "kindred/vtes"

// Prentis Derby (Anarch, ani dom pro, capacity 4): no special ability.
var _ = register(vampire(201682, "Prentis Derby", 4, "Tzimisce", 6, "ani dom pro",
	vtes.Anarch, vtes.NoTitle))
