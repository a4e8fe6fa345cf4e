package rivals

// SkewCount adds 1 to a count the board keeps for seat (what: "hand
// vampires", "torpid vampires"), behind setZone's back, or clears its
// "no-influence flag": the invariants' tests check that each kept count
// is checked.
func (g *Game) SkewCount(seat int, what string) {
	p := g.Players[seat]
	switch what {
	case "hand vampires":
		p.handVampires++
	case "torpid vampires":
		p.torpidVampires++
	case "no-influence flag":
		g.noInfluenceMarked[seat] = false
	}
}

// SkewRetainerBP adds 1 to the Retainers' BP c keeps (Card.retainerBP),
// behind setHost's back.
func (c *Card) SkewRetainerBP() { c.retainerBP++ }
