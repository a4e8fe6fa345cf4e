package cards

import "kindred/vtes"

// Surapong (Sabbat, Path of Caine, ani, capacity 2): no special
// ability.
var _ = register(onPath(vtes.PathCaine, vampire(201773, "Surapong", 2, "Nosferatu", 6, "ani",
	vtes.Sabbat, vtes.NoTitle)))
