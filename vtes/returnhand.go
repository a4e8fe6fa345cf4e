package vtes

// Cards returned to their owner's hand ("return it to its owner's hand
// (discard down afterward)": Telepathic Vote Counting, §1.5.3).

import "kindred/engine"

// msgReturnsToHand says which card went back to a hand: everyone saw it
// played or in play, and sees it go back.
var msgReturnsToHand = engine.NewMsg("vtes.returns-to-hand", "{0} returns to {1}'s hand.", "{0} retourne dans la main de {1}.")

// ReturnToHand puts card c, out of play or in limbo while it resolves,
// back in its owner's hand; the owner then discards down to their hand
// size (refill, A27), which counts the cards not yet replaced.
func (g *Game) ReturnToHand(c *Card) {
	if c.Zone == ZoneHand || g.seats[c.Owner].Ousted {
		return
	}
	g.note(msgReturnsToHand.With(cardArg(c), seatArg(c.Owner)))
	g.put(c, ZoneHand, c.Owner)
	g.Unlock(c)
	g.refill(c.Owner)
}
