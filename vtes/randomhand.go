package vtes

import "kindred/engine"

// Cards burned at random from the hand (Constant Revolution): each goes
// to its owner's ash heap, and the Methuselah draws back to hand size at
// once (rules/vtes.md §1.5.3 invariant).

var msgBurnsAtRandom = engine.NewMsg("vtes.burns-at-random", "{0} burns {1} at random from the hand.",
	"{0} brûle {1} au hasard de sa main.")

// BurnAtRandomFromHand burns n cards chosen at random (the game's seeded
// draw, so replays agree) from seat's hand, fewer if the hand runs out,
// each replaced by a draw.
func (g *Game) BurnAtRandomFromHand(seat, n int) {
	for range n {
		hand := g.seats[seat].Hand
		if len(hand) == 0 {
			return
		}
		c := g.cards[hand[g.rand.Intn(len(hand))]]
		g.put(c, ZoneAsh, c.Owner)
		g.note(msgBurnsAtRandom.With(seatArg(seat), cardArg(c)))
		g.draw(seat)
	}
}

// DiscardAtRandom discards a card chosen at random (the game's seeded
// draw) from seat's hand, replaced by a draw as any discard; false when
// the hand is empty.
func (g *Game) DiscardAtRandom(seat int) bool {
	hand := g.seats[seat].Hand
	if len(hand) == 0 {
		return false
	}
	g.Discard(seat, g.cards[hand[g.rand.Intn(len(hand))]])
	return true
}
