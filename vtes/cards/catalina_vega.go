package cards

import "kindred/vtes"

// Catalina Vega, Prince of Buenos Aires: +1 bleed.
var _ = register(with(ofCity(vampire(201540, "Catalina Vega", 8, "Toreador", 6,
	"for AUS CEL PRE", vtes.Camarilla, vtes.Prince),
	"Buenos Aires"),
	vtes.Static{Bleed: vtes.Always(1)}))
