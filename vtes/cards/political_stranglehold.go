package cards

import "kindred/vtes"

// Political Stranglehold: only one played in a game; if the referendum
// passes, each Methuselah gains 3 pool for each vampire of capacity 8 or
// more they control, ready or in torpor (§1.6).
var _ = register(onlyOneEachGame(political(101417, "Political Stranglehold", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return func(g *vtes.Game) {
			for _, s := range g.Living() {
				n := 0
				for _, v := range ownVampires(g, s) {
					if g.Capacity(v) >= 8 {
						n++
					}
				}
				if n > 0 {
					g.GainPool(s, 3*n)
				}
			}
		}
	})))
