package cards

import "kindred/vtes"

var _ = register(vampire(201573, "Wauneka", 5, "Nosferatu", 6, "ani aus obf POT",
	vtes.Camarilla, vtes.NoTitle))
