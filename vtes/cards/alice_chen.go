package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201531, "Alice Chen", 7, "Ventrue", 6, "dom obf FOR PRE",
	vtes.Camarilla, vtes.Prince),
	"Nairobi"))
