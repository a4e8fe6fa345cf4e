package cards

import "kindred/vtes"

var _ = register(vampire(201565, "Oshri Dahan", 4, "Ventrue", 6, "dom for pre",
	vtes.Camarilla, vtes.NoTitle))
