package cards

import "kindred/vtes"

var _ = register(vampire(201568, "Ryan", 4, "Nosferatu", 6, "ani obf pot",
	vtes.Camarilla, vtes.NoTitle))
