package cards

import "kindred/vtes"

var _ = register(vampire(201539, "Brock Sterling", 3, "Ventrue", 6, "FOR",
	vtes.Camarilla, vtes.NoTitle))
