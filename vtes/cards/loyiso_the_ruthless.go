package cards

import "kindred/vtes"

// Loyiso, The Ruthless (Sabbat, Path of Caine, ani POT, capacity 4): no special
// ability.
var _ = register(onPath(vtes.PathCaine, vampire(201763, "Loyiso, The Ruthless", 4, "Nosferatu", 6, "ani POT",
	vtes.Sabbat, vtes.NoTitle)))
