package cards

import "kindred/vtes"

// Rasha Tarabzouni (Sabbat bishop, Path of Power and the Inner Voice, obl pre DOM POT, capacity
// 6): no special ability.
var _ = register(onPath(vtes.PathPower, vampire(201769, "Rasha Tarabzouni", 6, "Lasombra", 6,
	"obl pre DOM POT", vtes.Sabbat, vtes.Bishop)))
