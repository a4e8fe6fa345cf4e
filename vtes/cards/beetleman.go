package cards

import "kindred/vtes"

var _ = register(vampire(200185, "Beetleman", 4, "Nosferatu", 4, "obf ANI",
	vtes.Camarilla, vtes.NoTitle))
