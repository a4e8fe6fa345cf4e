package cards

import "kindred/vtes"

// Nathan Turner (Anarch, ani PRO, capacity 4): no special ability.
var _ = register(vampire(201606, "Nathan Turner", 4, "Gangrel", 6, "ani PRO",
	vtes.Anarch, vtes.NoTitle))
