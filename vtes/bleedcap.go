package vtes

// A cap on the pool a bleed burns ("if you would burn more than 2 pool to
// a bleed, you burn 2 pool instead": Protected Resources; rules/vtes.md
// §3.5.1). It does not change the bleed amount, which every bleed
// modifier has set before ([TOM 19960413], [LSJ 20030211]): only the pool
// the target burns as the bleed resolves. Static.BleedPoolCap on the
// cards in play the target controls, on no minion; the lowest holds.

// bleedPoolBurned is what a bleed of amount burns from seat's pool: the
// amount, or the lowest cap seat's cards in play set.
func (g *Game) bleedPoolBurned(seat, amount int) int {
	for _, id := range g.seats[seat].InPlay {
		c := g.cards[id]
		if n := c.Def.Static.BleedPoolCap; n > 0 && !c.Contested && c.Host == NoCard && amount > n {
			amount = n
		}
	}
	return amount
}
