package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201526, "Leumeah", 6, "Brujah", 6, "cel for pot PRE",
	vtes.Anarch, vtes.Baron),
	"Canberra"))
