package cards

import "kindred/vtes"

// Oluwafunmilayo, Prince of Lagos: +1 intercept during political
// actions.
var _ = register(with(ofCity(vampire(201656, "Oluwafunmilayo", 8, "Banu Haqim", 6,
	"AUS CEL OBF THA", vtes.Camarilla, vtes.Prince),
	"Lagos"),
	vtes.Static{Intercept: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
		if a != nil && a.Kind == vtes.ActPolitical {
			return 1
		}
		return 0
	}}))
