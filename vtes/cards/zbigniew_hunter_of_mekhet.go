package cards

import "kindred/vtes"

// Zbigniew, Hunter of Mekhet (Sabbat, Path of Death and the Soul): no special ability.
var _ = register(onPath(vtes.PathDeathAndTheSoul, vampire(201780, "Zbigniew, Hunter of Mekhet", 5, "Lasombra", 6,
	"aus dom tha OBL", vtes.Sabbat, vtes.NoTitle)))
