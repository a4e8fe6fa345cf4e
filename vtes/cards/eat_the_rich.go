package cards

import "kindred/vtes"

// Eat the Rich: requires an Anarch; choose one or more Methuselahs; if
// the referendum passes each burns 1 pool, 3 more if they control a ready
// titled vampire, all at once (as Empires Fall). In this referendum each
// priscus has 1 ballot less, each other titled vampire 1 vote less, and
// burning the Edge gives 1 vote more (vtes.Referendum.AgainstTitles; §5.3,
// §5.4).
var _ = register(political(100605, "Eat the Rich", vtes.Requirement{Anarch: true},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		g.Referendum().AgainstTitles = true
		chosen := chooseSeats(g, p.Seat, g.Living())
		return func(g *vtes.Game) {
			alloc := make([]int, g.Seats())
			for _, s := range chosen {
				alloc[s] = 1
				for _, v := range g.ReadyMinions(s) {
					if v.IsVampire() && g.TitleOf(v) != vtes.NoTitle {
						alloc[s] = 4
					}
				}
			}
			g.BurnPools(alloc)
		}
	}))
