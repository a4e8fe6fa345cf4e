package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201537, "Belinde", 6, "Nosferatu", 6, "ani aus pot OBF",
	vtes.Camarilla, vtes.Prince),
	"Copenhagen"))
