package vtes

// Discipline levels a card on a vampire gives it, counted as it goes
// ("the first 2 counters each grant this vampire one level of Dominate
// [dom]; the next 2 each grant one level of Fortitude [for]": Seal of
// Veddartha; rules/vtes.md §1.3): Static.LevelsGiven says how many
// levels of a Discipline the card gives now, added to the vampire's own
// (none, then inferior, then superior; never beyond). They go with the
// card: a vampire it leaves loses them. No capacity comes with them.

// levelsGiven is the number of levels of d the cards on vampire v give
// it now (Static.LevelsGiven).
func (g *Game) levelsGiven(v *Card, d Disc) Level {
	var n Level
	for _, id := range v.Attached {
		if c := g.cards[id]; c.Def.Static.LevelsGiven != nil && !c.Contested {
			n += c.Def.Static.LevelsGiven(g, c, d)
		}
	}
	return n
}
