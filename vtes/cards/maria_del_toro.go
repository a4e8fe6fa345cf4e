package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201714, "María del Toro", 7, "Lasombra", 6, "DOM OBL POT", vtes.Camarilla,
	vtes.Prince),
	"Barcelona"))
