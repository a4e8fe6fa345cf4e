package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201535, "Ayelech", 7, "Tremere", 6, "AUS DOM THA",
	vtes.Camarilla, vtes.Prince),
	"Addis Ababa"))
