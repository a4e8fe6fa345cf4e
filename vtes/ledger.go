package vtes

import (
	"strconv"

	"kindred/engine"
)

// The ledger: every change of a Methuselah's pool or victory points, and
// every oust, is written to the game log with its cause and the result,
// so that the log explains the table (issue 19). The cause is what the
// rules are resolving when the change happens: a card's effect, a cost,
// a bleed, an influence transfer, the Edge (rules/vtes.md §1.2, §8.1).

// causeKind is what a change of pool comes from.
type causeKind uint8

const (
	causeNone        causeKind = iota
	causeCard                  // the effect or the cost of card, played or used
	causeStatic                // a standing effect of card in play (unlock-phase burns, …)
	causeBleed                 // the bleed of card (a minion)
	causeTransfer              // an influence transfer to card
	causeTakeBack              // blood moved back from card to the pool
	causeDrawCrypt             // a crypt card drawn in the influence phase
	causeContest               // the unlock-phase payment to keep contesting card
	causeEdge                  // the Edge, in the unlock phase
	causeOust                  // the oust of the prey
	causeMerge                 // merging with card
	causeWithdraw              // the Methuselah withdraws
	causeHunt                  // the hunt action of card
	causeLeaveTorpor           // card's action to leave torpor
	causeRescue                // the rescue of a vampire from torpor
	causeDamage                // damage dealt to card
	causeDiablerie             // the diablerie of a vampire
)

// cause is what the pool changes being made come from; Game.cause holds
// the current one (not game state: it is set and restored around what
// the rules resolve).
type cause struct {
	kind causeKind
	card *Card
}

var (
	// The pool and VP lines show the change as "before → after", numbers
	// read alike in every language.
	msgPoolChange      = engine.NewMsg("vtes.pool-change", "{0}: pool {1} ({2}).", "{0} : réserve {1} ({2}).")
	msgPoolChangePlain = engine.NewMsg("vtes.pool-change-plain", "{0}: pool {1}.", "{0} : réserve {1}.")
	msgVPChange        = engine.NewMsg("vtes.vp-change", "{0}: VP {1} ({2}).", "{0} : PV {1} ({2}).")
	msgOustedBled      = engine.NewMsg("vtes.ousted-bled", "{0} is ousted by the bleed of {1}.",
		"{0} est évincé par la morsure de {1}.")
	msgOustedBy = engine.NewMsg("vtes.ousted-by", "{0} is ousted ({1}).", "{0} est évincé ({1}).")

	msgCauseTakeBack  = engine.NewMsg("vtes.cause.take-back", "blood moved back to the pool", "du sang repris dans la réserve")
	msgCauseDrawCrypt = engine.NewMsg("vtes.cause.draw-crypt", "a crypt card drawn", "une carte de crypte piochée")
	msgCauseEdge      = engine.NewMsg("vtes.cause.edge", "the Edge", "l'Avantage")
	msgCauseOust      = engine.NewMsg("vtes.cause.oust", "ousting the prey", "l'éviction de la proie")
	msgCauseLast      = engine.NewMsg("vtes.cause.last", "last Methuselah standing", "dernier Mathusalem en jeu")
	msgCauseWithdraw  = engine.NewMsg("vtes.cause.withdraw", "withdrawing", "retrait")
	msgCauseTime      = engine.NewMsg("vtes.cause.time", "time limit", "limite de temps")
	msgCauseHunt      = engine.NewMsg("vtes.cause.hunt", "the hunt", "la chasse")
	msgCauseLeave     = engine.NewMsg("vtes.cause.leave-torpor", "leaving torpor", "la sortie de torpeur")
	msgCauseRescue    = engine.NewMsg("vtes.cause.rescue", "the rescue", "le sauvetage")
	msgCauseDamage    = engine.NewMsg("vtes.cause.damage", "damage", "les dégâts")
	msgCauseDiablerie = engine.NewMsg("vtes.cause.diablerie", "diablerie", "la diablerie")
	msgCauseUncontr   = engine.NewMsg("vtes.cause.transfer-uncontrolled", "an influence transfer to the uncontrolled region",
		"un transfert d'influence vers la région incontrôlée")
)

// Causes naming a card: a phrase followed by the card's name.
const (
	phraseTransferTo = "transfer to "
	phraseContesting = "contesting "
	phraseMerging    = "merging with "
	phraseBleedOf    = "the bleed of "
)

func init() {
	engine.AddPhrases(engine.French, map[string]string{
		phraseTransferTo: "transfert vers ",
		phraseContesting: "contestation de ",
		phraseMerging:    "fusion avec ",
		phraseBleedOf:    "la morsure de ",
	})
}

// because sets the cause of the pool changes that follow and returns the
// one it replaces, for restoreCause: `defer g.restoreCause(g.because(...))`.
func (g *Game) because(kind causeKind, c *Card) cause {
	old := g.cause
	g.cause = cause{kind: kind, card: c}
	return old
}

// restoreCause puts back a cause because replaced.
func (g *Game) restoreCause(c cause) { g.cause = c }

// causeArg names the current cause, in a ledger line's parentheses, and
// reports whether one is known (the zero Arg and false when none is): a
// flag, not a comparison with the zero Arg, which called the runtime's
// memequal at every ledger line (BENCHMARKS, VS5).
func (g *Game) causeArg() (engine.Arg, bool) {
	c := g.cause
	switch c.kind {
	case causeCard, causeStatic:
		if c.card != nil {
			return cardArg(c.card), true
		}
	case causeBleed:
		if c.card != nil {
			return g.phraseJoin(phraseBleedOf, "", c.card.Def.Name), true
		}
	case causeContest:
		if c.card != nil {
			return g.phraseJoin(phraseContesting, "", c.card.Def.Name), true
		}
	case causeMerge:
		if c.card != nil {
			return g.phraseJoin(phraseMerging, "", c.card.Def.Name), true
		}
	case causeTransfer:
		if c.card != nil && c.card.Zone != ZoneUncontrolled {
			return g.phraseJoin(phraseTransferTo, "", c.card.Def.Name), true
		}
		// face down: the log names the place, not the card (§13.6)
		return engine.Sub(msgCauseUncontr), true
	case causeTakeBack:
		return engine.Sub(msgCauseTakeBack), true
	case causeDrawCrypt:
		return engine.Sub(msgCauseDrawCrypt), true
	case causeEdge:
		return engine.Sub(msgCauseEdge), true
	case causeOust:
		return engine.Sub(msgCauseOust), true
	case causeWithdraw:
		return engine.Sub(msgCauseWithdraw), true
	case causeHunt:
		return engine.Sub(msgCauseHunt), true
	case causeLeaveTorpor:
		return engine.Sub(msgCauseLeave), true
	case causeRescue:
		return engine.Sub(msgCauseRescue), true
	case causeDamage:
		return engine.Sub(msgCauseDamage), true
	case causeDiablerie:
		return engine.Sub(msgCauseDiablerie), true
	}
	return engine.Arg{}, false
}

// notePoolBurn writes seat's burning n pool, with its cause and what is
// left (never below 0 in the log: at 0 the Methuselah is ousted).
func (g *Game) notePoolBurn(seat, n int) {
	now := g.seats[seat].Pool
	g.notePool(seat, now+n, max(now, 0))
}

// notePoolGain writes seat's gaining n pool, with its cause.
func (g *Game) notePoolGain(seat, n int) {
	now := g.seats[seat].Pool
	g.notePool(seat, now-n, now)
}

// notePool writes seat's pool going from before to after.
func (g *Game) notePool(seat, before, after int) {
	// "12 → 9", without a string
	g.noteLedger(msgPoolChange, msgPoolChangePlain, seatArg(seat), engine.Change(before, after))
}

// noteLedger writes a ledger line: who's figure changed as change says,
// with the current cause (withCause) or, none known, without (plain).
// The pool's and the blood's lines share it: one line written in one
// place, not four (BENCHMARKS, VS3).
func (g *Game) noteLedger(withCause, plain engine.Msg, who, change engine.Arg) {
	// The text written in place, as Msg.With would make it: not built
	// aside and copied twice on its way to note (BENCHMARKS, VS5). A plain
	// line's third argument is the zero Arg, as if left out.
	t := engine.Text{Msg: plain, Args: [engine.MaxArgs]engine.Arg{who, change}}
	if a, ok := g.causeArg(); ok {
		t.Msg, t.Args[2] = withCause, a
	}
	g.note(t)
}

// noteVP writes seat's gaining halves half victory points for reason.
func (g *Game) noteVP(seat, halves int, reason engine.Msg) {
	now := g.seats[seat].VP
	change := engine.Str(vpText(now-halves) + " → " + vpText(now))
	g.note(msgVPChange.With(seatArg(seat), change, engine.Sub(reason)))
}

// vpText writes victory points kept in halves: "1", "1.5".
func vpText(halves int) string {
	if halves%2 == 0 {
		return strconv.Itoa(halves / 2)
	}
	return strconv.Itoa(halves/2) + ".5"
}

// noteOust writes the oust of seat with its cause.
func (g *Game) noteOust(seat int) {
	switch c := g.cause; {
	case c.kind == causeBleed && c.card != nil:
		g.note(msgOustedBled.With(seatArg(seat), cardArg(c.card)))
	default:
		if a, ok := g.causeArg(); ok {
			g.note(msgOustedBy.With(seatArg(seat), a))
			return
		}
		g.note(msgOusted.With(seatArg(seat)))
	}
}
