package vtes

import "kindred/engine"

// Library cards chosen from the ash heap, one to the hand and the others
// shuffled into the library (Ashur Tablets; rules/vtes.md §1.5.3). The
// ash heap is public: the card taken to the hand is named ([LSJ
// 20081129]: it is shown).

var (
	msgAshToHand = engine.NewMsg("vtes.ash-to-hand",
		"{0} moves {1} from their ash heap to their hand.",
		"{0} déplace {1} de sa pile de cendres dans sa main.")
	msgAshShuffled = engine.NewMsg("vtes.ash-shuffled",
		"{0} shuffles {1} card(s) from their ash heap into their library.",
		"{0} mélange {1} carte(s) de sa pile de cendres dans sa bibliothèque.")
)

// RecallFromAsh moves card hand of seat's ash heap to their hand and the
// other chosen cards of it to their library, then shuffles the library.
// Cards not in seat's ash heap are left where they are.
func (g *Game) RecallFromAsh(seat int, hand *Card, chosen []*Card) {
	inAsh := func(c *Card) bool { return c != nil && c.Zone == ZoneAsh && c.Owner == seat }
	if inAsh(hand) {
		g.put(hand, ZoneHand, seat)
		g.note(msgAshToHand.With(seatArg(seat), cardArg(hand)))
	}
	n := 0
	for _, c := range chosen {
		if c != hand && inAsh(c) {
			g.put(c, ZoneLibrary, seat)
			n++
		}
	}
	if n > 0 {
		g.Shuffle(seat)
		g.note(msgAshShuffled.With(seatArg(seat), intArg(n)))
	}
}
