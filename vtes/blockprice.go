package vtes

// A price to attempt a block (rules/vtes.md §4.3): "minions must burn 1
// blood to attempt to block this action" (Seeds of Terror, Tenebrous
// Form), "1 blood or life" (Jürgen, The Libertine). Paying it is what
// lets a minion attempt: one that cannot pay (a vampire with too little
// blood, an ally when only blood will do) is not offered the block
// ([LSJ 19970707]: Unleash Hell's Fury cannot "burn x blood to attempt
// to block"); the price is paid as the attempt begins. An ally paying
// life keeps at least 1: its last would burn it before it attempts. A
// toll the blocker burns whatever it has (Static.BlockToll, Camarilla
// Exemplary's "any vampire attempting to block burns 1 blood") is no such
// price.

// BlockPrice is what some minions must burn to attempt to block an action.
type BlockPrice struct {
	// Blood is the blood to burn; OrLife lets an ally burn life instead.
	Blood  int
	OrLife bool
	// Binds says which minions must pay; nil binds every minion ("minions
	// without Obtenebration": Tenebrous Form).
	Binds func(g *Game, b *Card) bool
}

// RequireBlockPrice makes minions pay p to attempt to block the current
// action, from the next attempt on.
func (g *Game) RequireBlockPrice(p BlockPrice) {
	if a := g.action; a != nil && p.Blood > 0 {
		a.BlockPrices = append(a.BlockPrices, p)
	}
}

// blockPrice is the blood (or life) minion b must burn to attempt to
// block a, and whether it can pay it.
func (g *Game) blockPrice(a *ActionState, b *Card) (n int, ok bool) {
	for _, p := range a.BlockPrices {
		if p.Binds != nil && !p.Binds(g, b) {
			continue
		}
		if !b.IsVampire() && !p.OrLife {
			return 0, false // allies cannot burn blood
		}
		n += p.Blood
	}
	if b.IsVampire() {
		return n, b.Blood >= n
	}
	return n, n == 0 || b.Blood > n
}

// canPayBlock reports whether b can pay the prices to attempt to block a.
func (g *Game) canPayBlock(a *ActionState, b *Card) bool {
	if len(a.BlockPrices) == 0 {
		return true
	}
	_, ok := g.blockPrice(a, b)
	return ok
}

// payBlockPrices makes b, attempting to block a, burn the prices.
func (g *Game) payBlockPrices(a *ActionState, b *Card) {
	if len(a.BlockPrices) == 0 {
		return
	}
	if n, ok := g.blockPrice(a, b); ok && n > 0 {
		g.loseBlood(b, n)
	}
}
