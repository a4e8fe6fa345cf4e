package vtes

// "Not usable if any non-mandatory actions have been performed this
// turn" (Khabar: Glory; rules/vtes.md §3.4, §14 C17): the only mandatory
// action the rules know is the hunt a ready, unlocked vampire with no
// blood owes. Any other action announced marks the turn (Game.marks).

// freeActionKey is the per-turn mark of a non-mandatory action.
const freeActionKey = -1 << 20

// noteAction marks the turn when a is not a mandatory action; called as
// the action is announced, before its minion locks.
func (g *Game) noteAction(a *ActionState) {
	if !(a.Kind == ActHunt && g.owesHunt(a.Actor)) {
		g.MarkOnce(freeActionKey)
	}
	g.noteNthAction() // firstaction.go
}

// NoFreeActionYet: no non-mandatory action has been performed this turn.
func NoFreeActionYet(g *Game, p *Play) bool { return !containsInt(g.marks, freeActionKey) }

// preyOusted runs the OnPreyOusted triggers of the cards predator p
// controls, after p's prey was ousted and p gained its 6 pool (§8.1).
func (g *Game) preyOusted(p int) {
	if g.seats[p].Ousted {
		return
	}
	var trig []*Card
	g.eachControlled(p, func(c *Card) {
		if c.Def.Static.OnPreyOusted != nil && !c.Contested {
			trig = append(trig, c)
		}
	})
	for _, c := range trig {
		oldCause := g.because(causeStatic, c) // the log names it (ledger.go)
		c.Def.Static.OnPreyOusted(g, c)
		g.restoreCause(oldCause)
	}
}
