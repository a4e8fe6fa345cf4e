package cards

import "kindred/vtes"

// Martina Srnankova: +1 intercept during bleed actions (§3.5.1, §4.3).
var _ = register(with(vampire(201601, "Martina Srnankova", 6, "Gangrel", 6, "ani FOR PRO",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{Intercept: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
		if a != nil && a.IsBleed() {
			return 1
		}
		return 0
	}}))
