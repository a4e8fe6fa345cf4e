package rivals

// SkewCount adds 1 to a count the board keeps for seat (what: "hand
// vampires", "torpid vampires"), behind setZone's back, clears its
// "no-influence flag", or flips what its kept "hand names" say of its
// hand's first card (nameInPlay): the invariants' tests check that each
// kept count is checked.
func (g *Game) SkewCount(seat int, what string) {
	p := g.Players[seat]
	switch what {
	case "hand vampires":
		p.handVampires++
	case "torpid vampires":
		p.torpidVampires++
	case "no-influence flag":
		g.noInfluenceMarked[seat] = false
	case "hand names":
		g.handChoices(p)
		k := &g.keptHands[seat]
		k.namesGen = g.coterieGen
		k.namesKnown |= 1
		k.namesInPlay ^= 1
	}
}

// SkewRetainerBP adds 1 to the Retainers' BP c keeps (Card.retainerBP),
// behind setHost's back.
func (c *Card) SkewRetainerBP() { c.retainerBP++ }
