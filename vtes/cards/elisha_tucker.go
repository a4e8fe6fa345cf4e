package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201586, "Elisha Tucker", 6, "Ministry", 6, "cel obf pro PRE",
	vtes.Anarch, vtes.Baron),
	"Pittsburgh"))
