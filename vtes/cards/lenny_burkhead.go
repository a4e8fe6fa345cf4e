package cards

import "kindred/vtes"

// Lenny Burkhead: +1 bleed.
var _ = register(with(vampire(201555, "Lenny Burkhead", 6, "Nosferatu", 6, "obf pot pre ANI",
	vtes.Camarilla, vtes.Primogen),
	vtes.Static{Bleed: vtes.Always(1)}))
