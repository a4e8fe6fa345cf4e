package cards

import "kindred/vtes"

// Genevieve, Sabbat priscus: 1 additional vote during each political
// action, in its referendum, not in a blood hunt's (§5.3, §7.5).
var _ = register(with(vampire(200501, "Genevieve", 10, "Gangrel antitribu", 2, "aus dom ANI FOR PRO",
	vtes.Sabbat, vtes.Priscus),
	vtes.Static{Votes: func(g *vtes.Game, source, m *vtes.Card) int {
		if m == source && vtes.Political(g, nil) {
			return 1
		}
		return 0
	}}))
