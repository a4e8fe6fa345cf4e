package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201587, "Farah Sarroub", 7, "Banu Haqim", 6, "aus obf CEL THA",
	vtes.Camarilla, vtes.Prince),
	"Detroit"))
