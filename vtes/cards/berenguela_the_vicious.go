package cards

import "kindred/vtes"

// Berenguela, The Vicious (Sabbat, Path of Caine, ANI OBF POT, capacity 6): no special
// ability.
var _ = register(onPath(vtes.PathCaine, vampire(201742, "Berenguela, The Vicious", 6, "Nosferatu", 6, "ANI OBF POT",
	vtes.Sabbat, vtes.NoTitle)))
