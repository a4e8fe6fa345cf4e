package vtes

import "kindred/engine"

// Searching the library for a card and moving it to the hand ("search
// your library for an equipment card, reveal it and move it to your
// hand": Sakhar). The library is shuffled afterward (rulebook, "Search":
// a searched library is shuffled); the hand may hold more cards than its
// size until it is next refilled (§1.5.3).

var msgSearchedToHand = engine.NewMsg("vtes.searched-to-hand", "{0} reveals {1} from their library and moves it to their hand.", "{0} révèle {1} de sa bibliothèque et la place dans sa main.")

// SearchLibraryToHand lets seat choose a card of its library that fits,
// reveals it and moves it to its hand, then shuffles the library; it
// returns the card, nil when none fits.
func (g *Game) SearchLibraryToHand(seat int, fits func(c *Card) bool) *Card {
	var found []*Card
	for _, id := range g.seats[seat].Library {
		if c := g.cards[id]; fits(c) && !defAmong(found, c.Def) {
			found = append(found, c)
		}
	}
	var c *Card
	if len(found) > 0 {
		c = g.Choose(seat, found)
		g.note(msgSearchedToHand.With(seatArg(seat), cardArg(c)))
		g.put(c, ZoneHand, seat)
	}
	g.Shuffle(seat)
	return c
}

// defAmong: some card of cs shows d (one option for several copies).
func defAmong(cs []*Card, d *CardDef) bool {
	for _, c := range cs {
		if c.Def == d {
			return true
		}
	}
	return false
}
