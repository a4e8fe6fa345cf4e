package cards

import "kindred/vtes"

// Ximena (Sabbat, Path of Cathari): no special ability.
var _ = register(onPath(vtes.PathCathari, vampire(201778, "Ximena", 3, "Ministry", 6,
	"obf pre", vtes.Sabbat, vtes.NoTitle)))
