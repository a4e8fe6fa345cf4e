package cards

import "kindred/vtes"

// Ancient Influence: only one played in a game; if the referendum passes,
// each Methuselah may choose a ready vampire they control, gains pool
// equal to its capacity, then burns 5 pool, all at once.
var _ = register(onlyOneEachGame(political(100064, "Ancient Influence", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return func(g *vtes.Game) {
			chosen := eachChoosesReadyVampire(g)
			burn := make([]int, g.Seats())
			for _, s := range g.Living() {
				if v := chosen[s]; v != nil {
					g.GainPool(s, g.Capacity(v))
				}
				burn[s] = 5
			}
			g.BurnPools(burn)
		}
	})))
