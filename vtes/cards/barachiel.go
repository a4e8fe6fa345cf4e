package cards

import "kindred/vtes"

// Barachiel: can enter combat with a minion as a Ⓓ action.
var _ = register(with(vampire(201781, "Barachiel", 7, "Salubri", 7, "ani AUS DOM FOR",
	vtes.Independent, vtes.NoTitle),
	vtes.Static{Actions: []vtes.Mode{enterCombatWithMinion()}}))
