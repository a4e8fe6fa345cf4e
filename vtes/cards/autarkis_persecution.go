package cards

import "kindred/vtes"

// Autarkis Persecution: if the referendum passes, each Methuselah gains 1
// pool for each minion they control, ready or in torpor (§1.7; counted
// as the referendum passes).
var _ = register(political(100115, "Autarkis Persecution", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return func(g *vtes.Game) {
			for _, s := range g.Living() {
				if n := len(controlledMinions(g, s)); n > 0 {
					g.GainPool(s, n)
				}
			}
		}
	}))
