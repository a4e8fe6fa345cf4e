package cards

import "kindred/vtes"

// Karl Schrekt, Camarilla, 2 votes (titled): he plays the cards requiring
// a justicar as if he were one (vtes/playsastitle.go); +1 intercept (§4.3).
var _ = register(with(twoVotes(vampire(201621, "Karl Schrekt", 10, "Tremere", 6, "AUS DOM FOR PRE THA",
	vtes.Camarilla, vtes.NoTitle)),
	vtes.Static{PlaysAsTitle: vtes.Justicar,
		Intercept: func(*vtes.Game, *vtes.Card, *vtes.Card, *vtes.ActionState) int { return 1 }}))

// twoVotes sets Karl Schrekt's printed 2 votes (titled).
func twoVotes(d *vtes.CardDef) *vtes.CardDef {
	d.Votes = 2
	return d
}
