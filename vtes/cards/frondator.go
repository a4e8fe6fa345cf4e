package cards

import "kindred/vtes"

// Frondator, Sabbat bishop: rescuing a vampire from torpor costs him 1
// blood less (rescuecost.go; §7.3).
var _ = register(with(vampire(200485, "Frondator", 5, "Tremere antitribu", 4, "dom tha AUS",
	vtes.Sabbat, vtes.Bishop),
	vtes.Static{RescueCost: func(_ *vtes.Game, source, rescuer *vtes.Card) int {
		if rescuer == source {
			return -1
		}
		return 0
	}}))
