package cards

import "kindred/vtes"

// Dafina Hanganu, Prince of Constanza: can enter combat with a minion as
// a Ⓓ action.
var _ = register(ofCity(with(vampire(201729, "Dafina Hanganu", 8, "Lasombra", 6,
	"for DOM OBL POT", vtes.Camarilla, vtes.Prince),
	vtes.Static{Actions: []vtes.Mode{enterCombatWithMinion()}}), "Constanza"))
