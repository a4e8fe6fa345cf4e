package cards

import "kindred/vtes"

// Anousha, The Maniac (Sabbat bishop, Path of Caine): +1 strength (§6.4).
var _ = register(with(onPath(vtes.PathCaine, vampire(201739, "Anousha, The Maniac", 7,
	"Tzimisce", 6, "dom ANI PRO THA", vtes.Sabbat, vtes.Bishop)),
	vtes.Static{Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 }}))
