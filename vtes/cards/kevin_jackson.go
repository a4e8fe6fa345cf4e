package cards

import "kindred/vtes"

// Kevin Jackson, Prince of Chicago: in combat with a Brujah, he gets +1
// strength, and so does the Brujah (§6.4).
var _ = register(ofCity(with(vampire(201629, "Kevin Jackson", 7, "Ventrue", 7, "DOM FOR PRE",
	vtes.Camarilla, vtes.Prince),
	vtes.Static{
		Strength: func(g *vtes.Game, _, m *vtes.Card) int {
			if cs := g.Combat(); cs != nil && cs.Side(m) >= 0 && isBrujah(cs.Opponent(m)) {
				return 1
			}
			return 0
		},
		OpponentStrength: func(g *vtes.Game, c, opp *vtes.Card) int {
			if isBrujah(opp) {
				return 1
			}
			return 0
		},
	}), "Chicago"))
