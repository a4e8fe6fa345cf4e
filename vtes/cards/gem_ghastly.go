package cards

import "kindred/vtes"

// Gem Ghastly, Camarilla primogen: she and her Methuselah play cards
// requiring a Ventrue as if she were a Ventrue (asclan.go; groups
// G00072, G00073).
var _ = register(with(vampire(200498, "Gem Ghastly", 6, "Malkavian", 5, "aus DEM OBF",
	vtes.Camarilla, vtes.Primogen), vtes.Static{AsClan: "Ventrue"}))
