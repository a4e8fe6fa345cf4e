package cards

import "kindred/vtes"

// The Dowager: +1 intercept during directed actions.
var _ = register(with(vampire(201545, "The Dowager", 6, "Nosferatu", 6, "aus pot ANI OBF",
	vtes.Camarilla, vtes.Primogen),
	vtes.Static{Intercept: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
		if a != nil && a.Directed {
			return 1
		}
		return 0
	}}))
