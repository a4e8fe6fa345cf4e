package cards

import "kindred/vtes"

// Empires Fall: requires a Sabbat vampire; choose one or more
// Methuselahs; if the referendum passes each burns 1 pool, 3 more if they
// control a ready vampire of capacity 8 or more, all at once (as Neonate
// Breach, group G00015).
var _ = register(political(102318, "Empires Fall", vtes.Requirement{Sects: []vtes.Sect{vtes.Sabbat}},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		chosen := chooseSeats(g, p.Seat, g.Living())
		return func(g *vtes.Game) {
			alloc := make([]int, g.Seats())
			for _, s := range chosen {
				alloc[s] = 1
				for _, v := range g.ReadyMinions(s) {
					if v.IsVampire() && g.Capacity(v) >= 8 {
						alloc[s] = 4
					}
				}
			}
			g.BurnPools(alloc)
		}
	}))
