package cards

import "kindred/vtes"

// Petra: the strike damage she inflicts on Baali is aggravated
// (aggravatedagainst.go); a vampire burns 1 blood after using a press to
// continue combat with her (presscost.go).
var _ = register(with(vampire(201116, "Petra", 5, "Nosferatu", 4, "aus ANI OBF",
	vtes.Camarilla, vtes.NoTitle),
	vtes.Static{
		AggravatedAgainst: func(g *vtes.Game, c, opp *vtes.Card) bool {
			return c.IsVampire() && opp.IsVampire() && opp.Def.Clan == "Baali"
		},
		OnOpponentPress: func(g *vtes.Game, c, presser *vtes.Card) {
			if presser.IsVampire() {
				g.LoseBlood(presser, 1)
			}
		}}))
