package cards

import "kindred/vtes"

// Mark Decker, Camarilla Prince of Milwaukee: +1 strength, and 1 more in
// combat with a werewolf ally (§6.4; allykinds.go).
var _ = register(ofCity(with(vampire(200937, "Mark Decker", 8, "Gangrel", 3, "ani for obf pot CEL PRO",
	vtes.Camarilla, vtes.Prince),
	vtes.Static{Strength: func(g *vtes.Game, source, m *vtes.Card) int {
		if m != source {
			return 0
		}
		if cs := g.Combat(); cs != nil && cs.Side(m) >= 0 && vtes.IsWerewolf(cs.Opponent(m)) {
			return 2
		}
		return 1
	}}), "Milwaukee"))
