package cards

import "kindred/vtes"

var _ = register(vampire(200144, "Arthur Denholm", 5, "Malkavian", 5, "obf AUS DEM",
	vtes.Camarilla, vtes.NoTitle))
