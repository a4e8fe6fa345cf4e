package vtes

// Cards shuffled into their owner's library when burned ("if she is
// burned, shuffle her into her owner's library": Saatet-ta; rules/vtes.md
// §1.6): burned from play, with the cards on it burned first and its
// counters back to the bank (burn), the card goes into the library, which
// is shuffled, rather than to the ash heap (Static.ShuffledIfBurned).

// burnedIntoLibrary shuffles card c, being burned from play, into its
// owner's library if its text says so, and reports whether it did.
func (g *Game) burnedIntoLibrary(c *Card) bool {
	if !c.Def.Static.ShuffledIfBurned || !inPlayZone(c.Zone) {
		return false
	}
	g.ShuffleIntoLibrary(c)
	return true
}
