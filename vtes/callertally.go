package vtes

// "Any vampire casting votes or ballots against a referendum called by
// Hartmut burns 1 blood once results are tallied" (rules/vtes.md §5.2):
// the Static.AfterOwnTally hooks of the referendum's caller and of the
// cards on it, run once the votes are counted, after the referendum's
// own AfterTally effects, before its terms apply.

// callerTally runs the AfterOwnTally hooks of referendum r's caller.
func (g *Game) callerTally(r *Referendum) {
	v := r.Caller
	if v == nil || r.BloodHunt {
		return
	}
	g.eachHooked(hookAfterOwnTally, v, func(c *Card) {
		if f := c.Def.Static.AfterOwnTally; f != nil && !c.Contested {
			f(g, c, r)
		}
	})
}

// VotedAgainst lists the vampires that cast votes or ballots against
// referendum r, each once.
func (r *Referendum) VotedAgainst() []*Card {
	var out []*Card
	for _, b := range r.Ballots {
		if !b.For && b.Vampire != nil && !cardIn(b.Vampire, out) {
			out = append(out, b.Vampire)
		}
	}
	return out
}
