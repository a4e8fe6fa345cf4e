package cards

import "kindred/vtes"

// Domain Challenge: each Methuselah burns 1 pool per locked minion they
// control, in torpor too, counted once the referendum is over ([RTR
// 19941109]).
var _ = register(political(100570, "Domain Challenge", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return func(g *vtes.Game) {
			burn := make([]int, g.Seats())
			for _, s := range g.Living() {
				for _, m := range controlledMinions(g, s) {
					if m.Locked {
						burn[s]++
					}
				}
			}
			g.BurnPools(burn)
		}
	}))
