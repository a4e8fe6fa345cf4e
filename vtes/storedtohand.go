package vtes

import "kindred/engine"

// A card kept on a card in play (storedcards.go) taken into a hand
// ("during your master phase, you may exchange a card in your hand for
// the card on this Storage Annex"): it goes to the hand of the card's
// controller, whoever owns it ([PIB 20150224]).

var msgTakesStored = engine.NewMsg("vtes.takes-stored", "{0} takes {1} from {2} into their hand.",
	"{0} prend {1} depuis {2} dans sa main.")

// TakeStored moves card c, kept on a card in play, to seat's hand.
func (g *Game) TakeStored(c *Card, seat int) {
	from := g.cards[c.Host]
	c.Host = NoCard
	g.put(c, ZoneHand, seat)
	g.note(msgTakesStored.With(seatArg(seat), cardArg(c), cardArg(from)))
}
