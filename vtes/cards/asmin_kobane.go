package cards

import "kindred/vtes"

// Asmin Kobane (Camarilla, dom obf tha CEL, capacity 5): no special ability.
var _ = register(vampire(201578, "Asmin Kobane", 5, "Banu Haqim", 6, "dom obf tha CEL",
	vtes.Camarilla, vtes.NoTitle))
