package vtes

// Effects as a minion blocks (rules/vtes.md §4.1 step 4): "if this
// vampire blocks…, it gains 1 blood before block resolution" (Rebel).
// They run once the block succeeded and the blocker locked, before the
// combat or the other effects of block resolution.

// onBlocks runs the OnBlocks of blocker b and the cards on it.
func (g *Game) onBlocks(b *Card, a *ActionState) {
	g.eachHooked(hookOnBlocks, b, func(c *Card) {
		if f := c.Def.Static.OnBlocks; f != nil && !c.Contested {
			f(g, c, a)
		}
	})
}

// noBlock reports whether a card on minion b (or b itself) says it
// cannot block (Static.NoBlock).
func (g *Game) noBlock(b *Card) bool {
	no := false
	g.eachHooked(hookNoBlock, b, func(c *Card) {
		if c.Def.Static.NoBlock && !c.Contested {
			no = true
		}
	})
	return no
}
