package cards

import "kindred/vtes"

// Bijou (Camarilla, cel tha, capacity 3): no special ability.
var _ = register(vampire(201580, "Bijou", 3, "Banu Haqim", 6, "cel tha",
	vtes.Camarilla, vtes.NoTitle))
