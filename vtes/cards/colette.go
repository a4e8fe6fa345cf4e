package cards

import "kindred/vtes"

var _ = register(vampire(201543, "Colette", 5, "Malkavian", 6, "dom AUS OBF",
	vtes.Camarilla, vtes.NoTitle))
