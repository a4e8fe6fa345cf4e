package cards

import "kindred/vtes"

// Susie Kano (Anarch, ani dom, capacity 3): no special ability.
var _ = register(vampire(201688, "Susie Kano", 3, "Tzimisce", 6, "ani dom",
	vtes.Anarch, vtes.NoTitle))
