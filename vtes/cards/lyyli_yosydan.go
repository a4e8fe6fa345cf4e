package cards

import "kindred/vtes"

// Lyyli Yösydän (Sabbat, Path of Power and the Inner Voice, dom for obl POT, capacity
// 5): no special ability.
var _ = register(onPath(vtes.PathPower, vampire(201764, "Lyyli Yösydän", 5, "Lasombra", 6,
	"dom for obl POT", vtes.Sabbat, vtes.NoTitle)))
