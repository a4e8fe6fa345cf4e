package cards

import "kindred/vtes"

// Doc Martina: rescuing a vampire from torpor costs her 1 blood less
// (rescuecost.go; §7.3).
var _ = register(with(vampire(201670, "Doc Martina", 6, "Ravnos", 7, "for pre ANI OBF",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{RescueCost: func(_ *vtes.Game, source, rescuer *vtes.Card) int {
		if rescuer == source {
			return -1
		}
		return 0
	}}))
