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

// Turn marks for "the next referendum a vampire you control calls this
// turn passes automatically" (Cryptic Rider): grant k of seat is
// nextPassKey(seat, k), its use nextPassUsedKey(seat, k). A grant
// given while one is pending is the same pass (both name the next
// referendum); one given on a referendum that itself passed
// automatically is for the one after ([PIB 20150105]).
func nextPassKey(seat, k int) int     { return -49<<24 - seat<<9 - k }
func nextPassUsedKey(seat, k int) int { return -50<<24 - seat<<9 - k }

// PassNextReferendum makes the next referendum a vampire seat controls
// calls this turn pass automatically.
func (g *Game) PassNextReferendum(seat int) {
	if n := g.countMarks(nextPassKey, seat); n == g.countMarks(nextPassUsedKey, seat) &&
		n < maxNextStealth {
		g.MarkOnce(nextPassKey(seat, n+1))
	}
}

// NextReferendumPasses reports whether the next referendum a vampire seat
// controls calls this turn passes automatically (PassNextReferendum).
func (g *Game) NextReferendumPasses(seat int) bool {
	return len(g.marks) > 0 &&
		g.countMarks(nextPassKey, seat) > g.countMarks(nextPassUsedKey, seat)
}

// takeAutomaticPass reports whether the referendum political action p
// calls passes automatically, and uses up the passes it fulfils: its
// caller is a vampire its Methuselah controls, and that Methuselah holds
// a pass for its next referendum, or one for its first Sabbat referendum
// and the caller is Sabbat. One referendum can use both.
func (g *Game) takeAutomaticPass(p *Play) bool {
	v := p.Minion
	if v == nil || !v.IsVampire() || v.Controller != p.Seat || len(g.marks) == 0 {
		return false
	}
	next := g.NextReferendumPasses(p.Seat)
	if next {
		g.MarkOnce(nextPassUsedKey(p.Seat, g.countMarks(nextPassUsedKey, p.Seat)+1))
	}
	sabbat := g.SectOf(v) == Sabbat && containsInt(g.marks, autoPassKey(p.Seat)) &&
		g.MarkOnce(autoPassUsedKey(p.Seat))
	return next || sabbat
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
