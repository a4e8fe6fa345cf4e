package cards

import "kindred/vtes"

// Glissando (Sabbat, Path of Cathari): no special ability.
var _ = register(onPath(vtes.PathCathari, vampire(201753, "Glissando", 6, "Toreador", 6,
	"obf pre AUS CEL", vtes.Sabbat, vtes.NoTitle)))
