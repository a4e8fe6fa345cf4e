package cards

import "kindred/vtes"

var _ = register(vampire(201536, "Baixinho", 3, "Nosferatu", 6, "ani obf",
	vtes.Camarilla, vtes.NoTitle))
