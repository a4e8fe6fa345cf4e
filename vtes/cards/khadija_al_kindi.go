package cards

import "kindred/vtes"

// Khadija Al-Kindi, primogen (Camarilla, CEL OBF THA, capacity 6): no special ability.
var _ = register(vampire(201599, "Khadija Al-Kindi", 6, "Banu Haqim", 6, "CEL OBF THA",
	vtes.Camarilla, vtes.Primogen))
