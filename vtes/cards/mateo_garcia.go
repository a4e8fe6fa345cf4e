package cards

import "kindred/vtes"

var _ = register(vampire(201631, "Mateo García", 2, "Toreador", 6, "pre", vtes.Camarilla,
	vtes.NoTitle))
