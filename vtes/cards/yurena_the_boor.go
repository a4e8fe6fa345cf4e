package cards

import "kindred/vtes"

// Yurena, The Boor (Sabbat, Path of Death and the Soul): no special ability.
var _ = register(onPath(vtes.PathDeathAndTheSoul, vampire(201779, "Yurena, The Boor", 2, "Tremere", 6,
	"tha", vtes.Sabbat, vtes.NoTitle)))
