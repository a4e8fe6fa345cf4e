package cards

import "kindred/vtes"

var _ = register(vampire(201564, "Nik Sikko", 3, "Toreador", 6, "cel pre", vtes.Camarilla,
	vtes.NoTitle))
