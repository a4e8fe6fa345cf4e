package cards

import "kindred/vtes"

// Troius, Prince of Geneva: +1 strength; he cannot cast votes or ballots
// against a blood hunt referendum (§7.4 step 6): his votes count for
// nothing on that side, so none is offered (he is no priscus, having
// no ballot).
var _ = register(ofCity(with(vampire(201388, "Troius", 8, "Tremere", 4, "cel AUS DOM THA",
	vtes.Camarilla, vtes.Prince),
	vtes.Static{
		Strength: func(*vtes.Game, *vtes.Card, *vtes.Card) int { return 1 },
		SideVotes: func(g *vtes.Game, v *vtes.Card, forSide bool) int {
			if r := g.Referendum(); r != nil && r.BloodHunt && !forSide {
				return -g.Votes(v)
			}
			return 0
		}}), "Geneva"))
