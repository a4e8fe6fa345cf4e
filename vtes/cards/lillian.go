package cards

import "kindred/vtes"

// Lillian: Independent Gangrel with no card text.
var _ = register(vampire(200836, "Lillian", 3, "Gangrel", 5, "ani pro",
	vtes.Independent, vtes.NoTitle))
