package vtes

import "kindred/engine"

// "For each minion they control, they lock that minion unless they
// discard a card; cards discarded this way are not replaced until the
// master phase" (Nightmares upon Nightmares, rules/vtes.md §3.2): in the
// unlock phase, the Methuselah chooses, minion by minion, a card of their
// hand to discard or the lock; the cards discarded count against their
// hand size (Methuselah.owedMaster) and are drawn as their master phase
// begins.

var (
	msgDiscardOrLockAsk = engine.NewMsg("vtes.discard-or-lock-ask",
		"Discard a card, or lock {0}?", "Défausser une carte, ou incliner {0} ?")
	msgDiscardOption = engine.NewMsg("vtes.discard-option", "Discard {0}", "Défausser {0}")
	msgLockOption    = engine.NewMsg("vtes.lock-option", "Lock {0}", "Incliner {0}")
)

// DiscardOrLock has seat discard a card of their hand, not replaced until
// the master phase, or lock minion m.
func (g *Game) DiscardOrLock(seat int, m *Card) {
	hand := g.seats[seat].Hand
	g.options()
	for i, id := range hand {
		if g.firstCopy(hand, i) {
			g.optionMsg(int64(id), msgDiscardOption, cardArg(g.cards[id]))
		}
	}
	g.optionMsg(-1, msgLockOption, cardArg(m))
	code := g.askCode(seat, kindChoose, msgDiscardOrLockAsk.With(cardArg(m)))
	if code < 0 {
		g.Lock(m)
		return
	}
	c := g.cards[code]
	g.put(c, ZoneAsh, c.Owner)
	g.note(msgDiscards.With(seatArg(seat), cardArg(c)))
	g.seats[seat].owedMaster++
	g.seats[seat].changed()
}

// replaceAtMaster draws, as seat's master phase begins, the cards seat
// discarded without replacing them.
func (g *Game) replaceAtMaster(seat int) {
	m := g.seats[seat]
	n := m.owedMaster
	m.owedMaster = 0
	m.changed()
	g.drawN(seat, n)
}
