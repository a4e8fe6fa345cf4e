package cards

import "kindred/vtes"

// Kamile Paukstys: +1 bleed.
var _ = register(with(vampire(201597, "Kamile Paukstys", 5, "Gangrel", 6, "ani for PRO",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{Bleed: vtes.Always(1)}))
