package cards

import "kindred/vtes"

// Reins of Power: only one played in a game; if the referendum passes,
// each Methuselah may choose a ready vampire they control, then each
// gains 6 pool and burns pool equal to the capacity of the vampire their
// predator chose (none chosen, none burned), all at once.
var _ = register(onlyOneEachGame(political(101591, "Reins of Power", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return func(g *vtes.Game) {
			chosen := eachChoosesReadyVampire(g)
			burn := make([]int, g.Seats())
			for _, s := range g.Living() {
				g.GainPool(s, 6)
				if v := chosen[g.Predator(s)]; v != nil {
					burn[s] = g.Capacity(v)
				}
			}
			g.BurnPools(burn)
		}
	})))
