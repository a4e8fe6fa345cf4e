package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201532, "Andi Liu", 6, "Malkavian", 6, "aus obf pre DOM",
	vtes.Camarilla, vtes.Prince),
	"Taipei"))
