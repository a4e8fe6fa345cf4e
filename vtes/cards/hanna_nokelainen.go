package cards

import "kindred/vtes"

var _ = register(vampire(201590, "Hanna Nokelainen", 4, "Gangrel", 6, "ani for pro",
	vtes.Anarch, vtes.NoTitle))
