package cards

import "kindred/vtes"

// Lawbringer (Sabbat, Path of Caine, ani pro, capacity 3): no special
// ability.
var _ = register(onPath(vtes.PathCaine, vampire(201761, "Lawbringer", 3, "Tzimisce", 6, "ani pro",
	vtes.Sabbat, vtes.NoTitle)))
