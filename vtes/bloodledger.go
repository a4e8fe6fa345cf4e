package vtes

import (
	"kindred/engine"
)

// The blood ledger: every change of the blood of a vampire in play, and of
// the life of an ally or retainer, is written to the log with its cause
// and the result ("Gratiano: blood 3 → 1 (damage)."), as the pool's is
// (ledger.go; issue 19, "every change of pool, blood, VP"). Blood moved
// onto a face-down vampire of the uncontrolled region is told by its
// pool line (an influence transfer), not by the card, which is hidden.

var (
	msgBloodChange      = engine.NewMsg("vtes.blood-change", "{0}: blood {1} ({2}).", "{0} : sang {1} ({2}).")
	msgBloodChangePlain = engine.NewMsg("vtes.blood-change-plain", "{0}: blood {1}.", "{0} : sang {1}.")
	msgLifeChange       = engine.NewMsg("vtes.life-change", "{0}: life {1} ({2}).", "{0} : vie {1} ({2}).")
	msgLifeChangePlain  = engine.NewMsg("vtes.life-change-plain", "{0}: life {1}.", "{0} : vie {1}.")
)

// bloodInView reports whether c's blood is on the table for everyone: a
// minion in the controlled region, or a card on one or in play.
func bloodInView(c *Card) bool {
	switch c.Zone {
	case ZoneReady, ZoneTorpor, ZoneAttached, ZoneInPlay:
		return true
	}
	return false
}

// noteBlood writes c's blood (a vampire's, or a card's holding some) or
// life (an ally's or a retainer's) going from before to what it holds now,
// with the current cause; nothing when it did not change or is not in
// view.
func (g *Game) noteBlood(c *Card, before int) {
	if c.Blood == before || !bloodInView(c) {
		return
	}
	withCause, plain := msgBloodChange, msgBloodChangePlain
	if c.Def.Types.Has(Ally | Retainer) { // life; a card holding blood (Morbidity) keeps it blood
		withCause, plain = msgLifeChange, msgLifeChangePlain
	}
	g.noteLedger(withCause, plain, cardArg(c), engine.Change(before, c.Blood)) // ledger.go
}

// bloodBecause sets kind as the cause of the blood changes that follow,
// unless a card's effect is already their cause (a card that makes a
// vampire hunt, a strike card's damage): restore with restoreCause.
func (g *Game) bloodBecause(kind causeKind, c *Card) cause {
	if g.cause.kind == causeCard || g.cause.kind == causeStatic {
		return g.cause
	}
	return g.because(kind, c)
}

// Ledger reports whether e is a ledger line: a change of pool, VP, blood
// or life written after what caused it. Readers of "the last thing that
// happened" (the bots) look past them to the play or use that caused it.
func (e LogEntry) Ledger() bool {
	switch e.Text.Msg {
	case msgPoolChange, msgPoolChangePlain, msgVPChange,
		msgBloodChange, msgBloodChangePlain, msgLifeChange, msgLifeChangePlain:
		return true
	}
	return false
}
