package cards

import "kindred/vtes"

var _ = register(vampire(201582, "Crystal Lynn", 6, "Ministry", 6, "OBF PRE PRO", vtes.Anarch,
	vtes.NoTitle))
