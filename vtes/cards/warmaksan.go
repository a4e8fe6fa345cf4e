package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201594, "Warmaksan", 5, "Banu Haqim", 6, "cel obf THA",
	vtes.Camarilla, vtes.Prince),
	"Algiers"))
