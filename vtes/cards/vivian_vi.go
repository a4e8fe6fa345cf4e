package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201615, "Vivian VI", 7, "Ministry", 6, "obf tha PRE PRO",
	vtes.Anarch, vtes.Baron),
	"Johannesburg"))
