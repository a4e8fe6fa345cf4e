package cards

import "kindred/vtes"

// Greg Mazouni (Camarilla, cel obf tha, capacity 4): no special ability.
var _ = register(vampire(201589, "Greg Mazouni", 4, "Banu Haqim", 6, "cel obf tha",
	vtes.Camarilla, vtes.NoTitle))
