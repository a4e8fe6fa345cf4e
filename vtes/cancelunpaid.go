package vtes

import "kindred/engine"

// Cancelling a card as it is played "and its cost is not paid" (rules/
// vtes.md §14 C5; Wash): the card is cancelled as CancelPlaying does, and
// what its player paid for it as it was played (Play.Paid) comes back:
// the pool to their pool, the blood to the minion that paid it. A cost
// whose payment ousted its player (their last pool, §14 C6) ended their
// game before the "as played" window opened: no card cancels that.
//
// Wash also gives back the master phase action: at once when the card
// cancelled was played in its player's own master phase, at the start of
// their next master phase when it was an out-of-turn master card
// (Methuselah.mpaNext), whose debt stays ([LSJ 20070309-2]: they still
// cannot play another out-of-turn master against that master phase). That
// action is not a trifle's bonus ([ANK 20170124]): a trifle played after
// it still gives its own.

var msgCostNotPaid = engine.NewMsg("vtes.cost-not-paid", "The cost of {0} is not paid.", "Le coût de {0} n'est pas payé.")

// CancelPlayingUnpaid is the effect "cancel the card as it is played, and
// its cost is not paid".
func CancelPlayingUnpaid(g *Game, p *Play) {
	q := g.Playing()
	if q == nil || q.Cancelled {
		return
	}
	CancelPlaying(g, p)
	if q.Paid == (Cost{}) {
		return
	}
	g.note(msgCostNotPaid.With(cardArg(q.Card)))
	if q.Paid.Pool > 0 && !g.seats[q.Seat].Ousted {
		g.gainPool(q.Seat, q.Paid.Pool)
	}
	if q.Paid.Blood > 0 && q.Minion != nil && inPlayZone(q.Minion.Zone) {
		g.addBlood(q.Minion, q.Paid.Blood)
	}
	q.Paid = Cost{}
}

// GiveBackMasterAction gives the player of master card play q, cancelled,
// +1 master phase action: now, in their own master phase, or at the start
// of their next one for an out-of-turn master card played in another
// Methuselah's turn.
func (g *Game) GiveBackMasterAction(q *Play) {
	m := g.seats[q.Seat]
	switch {
	case m.Ousted:
	case q.Card.Def.OutOfTurn && q.Seat != g.Active:
		m.mpaNext++
	case q.Seat == g.Active && g.Phase == PhaseMaster:
		m.mpa++
	}
}
