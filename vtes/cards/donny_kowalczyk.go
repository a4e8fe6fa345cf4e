package cards

import "kindred/vtes"

var _ = register(ofCity(vampire(201544, "Donny Kowalczyk", 6, "Malkavian", 6, "cel dom obf AUS",
	vtes.Camarilla, vtes.Prince),
	"Pittsburgh"))
