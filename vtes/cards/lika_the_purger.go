package cards

import "kindred/vtes"

// Lika, The Purger (Sabbat, Path of Power and the Inner Voice, dom pot, capacity
// 3): no special ability.
var _ = register(onPath(vtes.PathPower, vampire(201762, "Lika, The Purger", 3, "Lasombra", 6,
	"dom pot", vtes.Sabbat, vtes.NoTitle)))
