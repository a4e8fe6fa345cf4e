package cards

import "kindred/vtes"

// Onkabetse, Arriviste (Sabbat, Path of Power and the Inner Voice, for pot pre, capacity
// 4): no special ability.
var _ = register(onPath(vtes.PathPower, vampire(201766, "Onkabetse, Arriviste", 4, "Brujah", 6,
	"for pot pre", vtes.Sabbat, vtes.NoTitle)))
