package cards

import "kindred/vtes"

var _ = register(vampire(201541, "Chelsea Blake", 5, "Ventrue", 6, "cel for pre DOM",
	vtes.Camarilla, vtes.NoTitle))
