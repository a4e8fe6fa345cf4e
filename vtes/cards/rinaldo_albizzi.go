package cards

import "kindred/vtes"

// Rinaldo Albizzi, primogen: +1 intercept (§4.3).
var _ = register(with(vampire(201715, "Rinaldo Albizzi", 7, "Lasombra", 6, "pre DOM OBL POT",
	vtes.Camarilla, vtes.Primogen),
	vtes.Static{Intercept: func(*vtes.Game, *vtes.Card, *vtes.Card, *vtes.ActionState) int {
		return 1
	}}))
