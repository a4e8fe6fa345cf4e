package vtes

// Strikes that cannot be dodged (rules/vtes.md §6.4 tier 2): a dodge
// protects the dodger from the opposing strike, unless that strike "cannot
// be dodged" (Strike.Undodgeable), which then lands as if no dodge were
// made (Dust Up). A minion whose every strike cannot be dodged says it in
// CardDef.UndodgeableStrikes (Aggressive Corpse).

// Undodgeable wraps a strike effect (HandStrike…): once it set the
// minion's strike, that strike cannot be dodged ("hand strike at +1,
// cannot be dodged").
func Undodgeable(strike Effect) Effect {
	return strike.And("cannot be dodged", "ne peut être esquivé", func(g *Game, p *Play) {
		if cs := g.combat; cs != nil {
			if side := cs.Side(p.Minion); side >= 0 {
				cs.strike[side].Undodgeable = true
			}
		}
	})
}
