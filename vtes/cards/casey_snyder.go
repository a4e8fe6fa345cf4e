package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201521, "Casey Snyder", 6, "Gangrel", 6, "ani cel for PRO",
	vtes.Anarch, vtes.Baron),
	"Columbus"))
