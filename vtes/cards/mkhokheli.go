package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201561, "Mkhokheli", 6, "Toreador", 6, "aus cel for PRE",
	vtes.Camarilla, vtes.Prince),
	"Cape Town"))
