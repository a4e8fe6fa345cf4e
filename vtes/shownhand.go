package vtes

import "slices"

// A card revealed and moved to its owner's hand ("search your library for
// an equipment card, reveal it and move it to your hand": Sakhar) is
// public: every Methuselah saw it go there, so the views show it while it
// stays in the hand (View.Card), and leaving the hand ends that (take).

// showInHand marks card c, just revealed into its owner's hand, as known
// to every Methuselah.
func (g *Game) showInHand(c *Card) {
	if c.Zone == ZoneHand && !slices.Contains(g.knownInHand, c.ID) {
		g.knownInHand = append(g.knownInHand, c.ID)
	}
}

// shownInHand reports whether c is in a hand, revealed as it went there.
func (g *Game) shownInHand(c *Card) bool {
	return c.Zone == ZoneHand && slices.Contains(g.knownInHand, c.ID)
}

// ShownInHand reports whether c is in a hand, revealed to every Methuselah
// as it went there: what the views show of a hand (the tests' check that
// no view exposes a hidden card).
func (g *Game) ShownInHand(c *Card) bool { return g.shownInHand(c) }

// unshow forgets that c was revealed: it leaves the hand.
func (g *Game) unshow(c *Card) {
	if i := slices.Index(g.knownInHand, c.ID); i >= 0 {
		g.knownInHand = slices.Delete(g.knownInHand, i, i+1)
	}
}
