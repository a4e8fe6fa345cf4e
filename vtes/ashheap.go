package vtes

import "kindred/engine"

// Cards fetched from the ash heap (rules/vtes.md §1.5.3, §13.2): a card
// exchanged between a Methuselah's hand and ash heap (Garibaldi-Meucci
// Museum). The ash heap is public, so the card taken is named; the card
// put there is public from then on.

var msgExchanges = engine.NewMsg("vtes.exchanges", "{0} puts {1} from their hand in their ash heap and takes {2} from it.", "{0} met {1} de sa main dans sa pile de cendres et y prend {2}.")

// AshHeap lists seat's ash heap, oldest card first.
func (g *Game) AshHeap(seat int) []*Card {
	var out []*Card
	for _, id := range g.seats[seat].Ash {
		out = append(out, g.cards[id])
	}
	return out
}

// ExchangeWithAsh puts card h of seat's hand in their ash heap and card a
// of their ash heap in their hand; the hand keeps its size, nothing is
// drawn. It does nothing unless both cards are where it says.
func (g *Game) ExchangeWithAsh(seat int, h, a *Card) {
	if h == nil || a == nil || h.Zone != ZoneHand || h.Owner != seat || a.Zone != ZoneAsh || a.Owner != seat {
		return
	}
	g.put(a, ZoneHand, seat)
	g.put(h, ZoneAsh, seat)
	g.note(msgExchanges.With(seatArg(seat), cardArg(h), cardArg(a)))
}

var msgAshToLibrary = engine.NewMsg("vtes.ash-to-library", "{0} moves {1} from their ash heap to their library and shuffles it.", "{0} déplace {1} de sa pile de cendres dans sa bibliothèque et la mélange.")

// AshToLibrary moves card a from its owner's ash heap to their library,
// then shuffles the library ("move an action card … from your ash heap
// to your library (shuffle afterward)": Epikasta Rigatos). It does
// nothing unless a is in an ash heap.
func (g *Game) AshToLibrary(a *Card) {
	if a == nil || a.Zone != ZoneAsh {
		return
	}
	g.put(a, ZoneLibrary, a.Owner)
	g.Shuffle(a.Owner)
	g.note(msgAshToLibrary.With(seatArg(a.Owner), cardArg(a)))
}
