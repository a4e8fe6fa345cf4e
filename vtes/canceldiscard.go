package vtes

import "kindred/engine"

// Cards the other side may cancel as they are played by discarding
// cards ("they can discard two combat cards to cancel this card as it is
// played": Target Vitals; §14 C5). As for the cards cancelled for blood
// (cancelcost.go), the question is asked as the card's effect begins:
// nothing happens between its play and that moment. A cancelled card's
// cost stays paid ([PIB 20121031]). Each discarded card is replaced, as
// any discard from the hand.

var msgCancelByDiscard = engine.NewMsg("vtes.cancel-by-discard", "Discard {1} combat cards to cancel {0}?",
	"Défausser {1} cartes de combat pour annuler {0} ?")

// DiscardsToCancel asks seat whether it discards n combat cards from
// its hand to cancel card c as it is played, and discards them, chosen
// one by one, if so; it reports whether c is cancelled. Not asked of a
// Methuselah holding fewer than n combat cards.
func (g *Game) DiscardsToCancel(seat int, c *Card, n int) bool {
	if seat < 0 || seat >= len(g.seats) || n <= 0 || len(g.combatCardsInHand(seat)) < n {
		return false
	}
	if !g.yesNo(seat, kindChoose, msgCancelByDiscard.With(cardArg(c), intArg(n))) {
		return false
	}
	for range n {
		g.Discard(seat, g.Choose(seat, g.combatCardsInHand(seat)))
	}
	g.note(msgCancelled.With(cardArg(c)))
	return true
}

// combatCardsInHand lists the combat cards in seat's hand.
func (g *Game) combatCardsInHand(seat int) []*Card {
	var out []*Card
	for _, id := range g.seats[seat].Hand {
		if c := g.cards[id]; c.Def.Types.Has(Combat) {
			out = append(out, c)
		}
	}
	return out
}
