package cards

import "kindred/vtes"

// Coco Thorn (Sabbat, Path of Cathari): no special ability.
var _ = register(onPath(vtes.PathCathari, vampire(201743, "Coco Thorn", 4, "Malkavian", 6,
	"dom for obf", vtes.Sabbat, vtes.NoTitle)))
