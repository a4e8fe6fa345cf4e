package cards

import "kindred/vtes"

// Cyan Sin (Sabbat, Path of Cathari): no special ability.
var _ = register(onPath(vtes.PathCathari, vampire(201746, "Cyan Sin", 2, "Toreador", 6,
	"cel", vtes.Sabbat, vtes.NoTitle)))
