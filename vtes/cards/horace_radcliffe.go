package cards

import "kindred/vtes"

var _ = register(vampire(201549, "Horace Radcliffe", 5, "Nosferatu", 6, "obf ANI POT",
	vtes.Camarilla, vtes.NoTitle))
