package cards

import "kindred/vtes"

var _ = register(vampire(200555, "Gwendolyn Fleming", 6, "Toreador", 5, "cel pro AUS PRE",
	vtes.Camarilla, vtes.NoTitle))
