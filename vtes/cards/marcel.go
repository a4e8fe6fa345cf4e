package cards

import "kindred/vtes"

var _ = register(vampire(201600, "Marcel", 4, "Ministry", 6, "obf pre pro", vtes.Anarch,
	vtes.NoTitle))
