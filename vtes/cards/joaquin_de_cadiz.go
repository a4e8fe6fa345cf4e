package cards

import "kindred/vtes"

// Joaquín de Cádiz (Anarch, for pro, capacity 3): no special ability.
var _ = register(vampire(201595, "Joaquín de Cádiz", 3, "Gangrel", 6, "for pro",
	vtes.Anarch, vtes.NoTitle))
