package cards

import "kindred/vtes"

// Aluc Romas de Leon (Anarch, aus obf pro PRE, capacity 5): no special ability.
var _ = register(vampire(201577, "Aluc Romas de Leon", 5, "Ministry", 6, "aus obf pro PRE",
	vtes.Anarch, vtes.NoTitle))
