package cards

import "kindred/vtes"

// Persephone Tar-Anis, Malkavian antitribu, Sabbat: +1 bleed.
var _ = register(with(vampire(201110, "Persephone Tar-Anis", 8, "Malkavian antitribu", 4,
	"cel pot AUS DEM OBF", vtes.Sabbat, vtes.NoTitle),
	vtes.Static{Bleed: vtes.Always(1)}))
