package cards

import "kindred/vtes"

// Bret Stryker: -1 intercept against titled vampires: his intercept when
// the acting minion holds a title as it counts now (§4.3, §9.2).
var _ = register(with(vampire(201538, "Bret Stryker", 4, "Toreador", 6, "CEL PRE",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Intercept: func(g *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
		if a == nil || a.Actor == nil || m != source || !a.Actor.IsVampire() ||
			g.TitleOf(a.Actor) == vtes.NoTitle {
			return 0
		}
		return -1
	}}))
