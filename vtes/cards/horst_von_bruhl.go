package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201550, "Horst von Brühl", 6, "Ventrue", 6, "aus dom pre FOR",
	vtes.Camarilla, vtes.Prince),
	"Mannheim"))
