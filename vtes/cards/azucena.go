package cards

import "kindred/vtes"

// Azucena: +1 intercept against a younger Lasombra, -1 against an older
// one (§4.3).
var _ = register(with(vampire(201710, "Azucena", 5, "Lasombra", 6, "pot DOM OBL",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{Intercept: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
		if a == nil || !a.Actor.IsVampire() || a.Actor.Def.Clan != "Lasombra" {
			return 0
		}
		switch {
		case g.Younger(a.Actor, m):
			return 1
		case g.Younger(m, a.Actor):
			return -1
		}
		return 0
	}}))
