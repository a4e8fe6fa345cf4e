package vtes

import "kindred/engine"

// Cards in play shuffled into their owner's library ("can shuffle
// Aranthebes into your library as a Ⓓ action": Aranthebes, The Immortal;
// the card leaves play, §1.6, its counters back to the bank).

var msgShuffledInto = engine.NewMsg("vtes.shuffled-into", "{0} is shuffled into {1}'s library.", "{0} est mélangée dans la bibliothèque de {1}.")

// ShuffleIntoLibrary moves card c, in play, into its owner's library and
// shuffles it.
func (g *Game) ShuffleIntoLibrary(c *Card) {
	if !inPlayZone(c.Zone) {
		return
	}
	g.note(msgShuffledInto.With(cardArg(c), seatArg(c.Owner)))
	g.put(c, ZoneLibrary, c.Owner)
	g.Shuffle(c.Owner)
}
