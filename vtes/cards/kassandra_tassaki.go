package cards

import "kindred/vtes"

// Kassandra Tassaki, prince of Thessaloniki (Camarilla, obf CEL THA, capacity 6): no special ability.
var _ = register(ofCity(vampire(201604, "Kassandra Tassaki", 6, "Banu Haqim", 6, "obf CEL THA",
	vtes.Camarilla, vtes.Prince), "Thessaloniki"))
