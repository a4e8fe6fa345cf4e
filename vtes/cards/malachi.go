package cards

import "kindred/vtes"

var _ = register(vampire(201676, "Malachi", 6, "Salubri", 7, "AUS DOM FOR", vtes.Independent,
	vtes.NoTitle))
