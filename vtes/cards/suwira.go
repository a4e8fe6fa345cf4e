package cards

import "kindred/vtes"

// Suwira (Sabbat, Path of Power and the Inner Voice, pre, capacity
// 2): no special ability.
var _ = register(onPath(vtes.PathPower, vampire(201774, "Suwira", 2, "Ventrue", 6,
	"pre", vtes.Sabbat, vtes.NoTitle)))
