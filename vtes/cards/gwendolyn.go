package cards

import "kindred/vtes"

// Gwendolyn, Camarilla Brujah Inner Circle: +2 bleed.
var _ = register(with(vampire(200554, "Gwendolyn", 11, "Brujah", 2, "aus tha CEL FOR POT PRE",
	vtes.Camarilla, vtes.InnerCircle),
	vtes.Static{Bleed: vtes.Always(2)}))
