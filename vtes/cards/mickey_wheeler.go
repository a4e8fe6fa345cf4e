package cards

import "kindred/vtes"

// Mickey Wheeler (Anarch): +1 strength in combat with an older vampire
// (of greater capacity; §6.4).
var _ = register(with(vampire(201644, "Mickey Wheeler", 5, "Gangrel", 6, "ani cel for pro",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{Strength: func(g *vtes.Game, source, m *vtes.Card) int {
		cs := g.Combat()
		if m != source || cs == nil || cs.Side(m) < 0 {
			return 0
		}
		if opp := cs.Opponent(m); opp != nil && opp.IsVampire() && g.Younger(m, opp) {
			return 1
		}
		return 0
	}}))
