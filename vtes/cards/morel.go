package cards

import "kindred/vtes"

var _ = register(vampire(201010, "Morel", 6, "Malkavian", 4, "AUS DEM OBF",
	vtes.Camarilla, vtes.NoTitle))
