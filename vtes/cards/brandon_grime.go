package cards

import "kindred/vtes"

var _ = register(vampire(201581, "Brandon Grime", 5, "Brujah", 6, "pot pre tha CEL",
	vtes.Anarch, vtes.NoTitle))
