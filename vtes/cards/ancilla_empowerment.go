package cards

import "kindred/vtes"

// Ancilla Empowerment: if the referendum passes, each Methuselah burns 1
// pool for each minion they control, ready or in torpor, counted once the
// referendum is over and burned all at once (A22; the same terms as
// Anarchist Uprising, group G00015).
var _ = register(political(100065, "Ancilla Empowerment", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return func(g *vtes.Game) {
			burn := make([]int, g.Seats())
			for _, s := range g.Living() {
				burn[s] = len(controlledMinions(g, s))
			}
			g.BurnPools(burn)
		}
	}))
