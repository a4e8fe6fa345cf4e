package cards

import "kindred/vtes"

var _ = register(vampire(201534, "Aunt Linda", 4, "Nosferatu", 6, "obf POT",
	vtes.Camarilla, vtes.NoTitle))
