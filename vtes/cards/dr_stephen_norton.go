package cards

import "kindred/vtes"

var _ = register(vampire(201546, "Dr. Stephen Norton", 4, "Malkavian", 6, "aus OBF",
	vtes.Camarilla, vtes.NoTitle))
