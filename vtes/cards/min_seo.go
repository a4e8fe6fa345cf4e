package cards

import "kindred/vtes"

var _ = register(vampire(201560, "Min-seo", 3, "Toreador", 6, "aus cel",
	vtes.Camarilla, vtes.NoTitle))
