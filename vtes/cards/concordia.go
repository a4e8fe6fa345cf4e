package cards

import "kindred/vtes"

// Concordia (Sabbat bishop, Path of Power and the Inner Voice, for pot DOM PRE, capacity
// 6): no special ability.
var _ = register(onPath(vtes.PathPower, vampire(201744, "Concordia", 6, "Ventrue", 6,
	"for pot DOM PRE", vtes.Sabbat, vtes.Bishop)))
