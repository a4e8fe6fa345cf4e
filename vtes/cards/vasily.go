package cards

import "kindred/vtes"

// Vasily, Prince of Prague: going on contesting his title costs him 1
// more blood unless his Methuselah has the Edge (§10.2; the contest in
// vtes/title.go, Static.TitleContestCost).
var _ = register(ofCity(with(vampire(201430, "Vasily", 6, "Toreador", 5, "aus pre ser CEL",
	vtes.Camarilla, vtes.Prince),
	vtes.Static{TitleContestCost: func(g *vtes.Game, c, v *vtes.Card) int {
		if c == v && g.Edge != v.Controller {
			return 1
		}
		return 0
	}}), "Prague"))
