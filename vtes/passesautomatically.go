package vtes

import "kindred/engine"

// A referendum that passes automatically (rules/vtes.md §5.2; Día de los
// Muertos: "the first referendum a Sabbat vampire you control calls this
// turn passes automatically, skip the polling step"). No polling: no
// vote is cast, the calling card's included, no "during a political
// action" or "during a referendum" card is played, no prisci bloc; and
// effects that read the margin it passed by have nothing to read (group
// of Día de los Muertos, [LSJ 19980107]): its AfterTally effects do not
// run. Its terms are chosen as usual and apply.

var msgPassesAutomatically = engine.NewMsg("vtes.passes-automatically", "The referendum passes automatically.", "Le référendum passe automatiquement.")

// Turn marks (MarkOnce keys, cleared at the end of the turn): seat's next
// Sabbat referendum this turn passes automatically; it has.
func autoPassKey(seat int) int     { return -37<<20 - seat }
func autoPassUsedKey(seat int) int { return -37<<20 - 64 - seat }

// PassNextSabbatReferendum makes the first referendum a Sabbat vampire
// seat controls calls this turn pass automatically.
func (g *Game) PassNextSabbatReferendum(seat int) {
	g.MarkOnce(autoPassKey(seat))
}

// takeAutomaticPass reports whether the referendum political action p
// calls passes automatically, and uses up the pass if so: its caller is
// a Sabbat vampire its Methuselah controls, and that Methuselah was
// given the pass this turn and has not used it.
func (g *Game) takeAutomaticPass(p *Play) bool {
	v := p.Minion
	if v == nil || !v.IsVampire() || v.Controller != p.Seat || g.SectOf(v) != Sabbat ||
		!containsInt(g.marks, autoPassKey(p.Seat)) {
		return false
	}
	return g.MarkOnce(autoPassUsedKey(p.Seat))
}

// passAutomatically passes referendum r with no tally.
func (g *Game) passAutomatically(r *Referendum) {
	r.Passed = true
	g.note(msgPassesAutomatically.Text())
	if r.OnPass != nil {
		old := g.because(causeCard, r.Card)
		g.applyTerms(r) // termsloss.go
		g.restoreCause(old)
	}
	g.afterReferendumPassed(r) // referendumpassed.go
}
