package cards

import "kindred/vtes"

// Serhat Gunde, Combat Junkie (Sabbat, Path of Caine): 1 optional press
// each combat (§6.6).
var _ = register(with(onPath(vtes.PathCaine, vampire(201772, "Serhat Gunde, Combat Junkie", 7,
	"Nosferatu", 6, "for tha ANI OBF POT", vtes.Sabbat, vtes.NoTitle)),
	vtes.Static{Presses: vtes.EachCombat(1)}))
