package vtes

// The discard phase's extras (rules/vtes.md §3.7): abilities of cards in
// play usable during it (StepDiscardPhase), which use no discard phase
// action; more discard phase actions (GainDiscardActions); effects after
// a discard phase action discarded a card (Static.OnDiscardAction):
// Powerbase: Los Angeles.

// discardPhaseAbility uses the ability the code names, if it is one,
// and reports whether it was.
func (g *Game) discardPhaseAbility(seat int, code int64) bool {
	if codeKindOf(code) != codeAbility {
		return false
	}
	c, ai, _, _ := g.decodePlay(code)
	g.useAbility(seat, c, ai)
	return true
}

// DiscardActionsLeft is the discard phase actions seat has left (none
// outside its discard phase).
func (g *Game) DiscardActionsLeft(seat int) int {
	if g.Phase != PhaseDiscard || g.Active != seat {
		return 0
	}
	return g.seats[seat].dpa
}

// GainDiscardActions gives seat n more discard phase actions this discard
// phase, or n fewer for a negative n ("you get one fewer discard phase
// action": Not to Be), never below none; nothing outside it.
func (g *Game) GainDiscardActions(seat, n int) {
	if g.Phase == PhaseDiscard && g.Active == seat {
		g.seats[seat].dpa = max(g.seats[seat].dpa+n, 0)
		g.seats[seat].changed()
	}
}

// discarded runs the OnDiscardAction effects of seat's cards in play
// after seat discarded card d with a discard phase action.
func (g *Game) discarded(seat int, d *Card) {
	// From the game's list of the cards with the hook, in the walk's
	// order (inPlayWhere; eachControlled's).
	trig := g.inPlayWhere(g.discardActionCards, func(c *Card) bool { return c.Controller == seat && !c.Contested })
	for _, c := range trig {
		if inPlayZone(c.Zone) && !g.over {
			oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
			c.Def.Static.OnDiscardAction(g, c, seat, d)
			g.restoreCause(oldCause)
		}
	}
}
