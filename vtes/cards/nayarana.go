package cards

import "kindred/vtes"

// Nayarana (Camarilla, cel THA, capacity 4): no special ability.
var _ = register(vampire(201607, "Nayarana", 4, "Banu Haqim", 6, "cel THA",
	vtes.Camarilla, vtes.NoTitle))
