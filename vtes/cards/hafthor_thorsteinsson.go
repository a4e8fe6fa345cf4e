package cards

import "kindred/vtes"

// Hafthor Thorsteinsson: +1 intercept (§4.3).
var _ = register(with(vampire(201783, "Hafthor Thorsteinsson", 7, "Ravnos", 7,
	"pot ANI OBF PRE", vtes.Anarch, vtes.NoTitle),
	vtes.Static{Intercept: func(*vtes.Game, *vtes.Card, *vtes.Card, *vtes.ActionState) int {
		return 1
	}}))
