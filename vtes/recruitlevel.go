package vtes

// Allies recruited at a Discipline level that keep it ("[obl] … [OBL] As
// above, and …": Bone Shambler, Rotting Behemoth): the level the card was
// played at decides its version while in play, as for a retainer (group
// G00018), recorded in Card.Superior.

// RecruitAllyAt recruits the ally played, as RecruitAlly(life) does, and
// records whether it was played at its superior level.
func RecruitAllyAt(life int, superior bool) func(g *Game, p *Play) {
	return func(g *Game, p *Play) {
		RecruitAlly(life)(g, p)
		p.Card.Superior = superior
		g.changed(p.Card)
	}
}
