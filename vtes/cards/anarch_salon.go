package cards

import "kindred/vtes"

// ownVampires lists the vampires seat controls, ready or in torpor.
func ownVampires(g *vtes.Game, seat int) []*vtes.Card {
	return collect(eachOwnVampire(g, seat))
}

// Anarch Salon: requires an Anarch; if the referendum passes, each
// ready Anarch gains 1 blood and each Methuselah controlling an Anarch
// (ready or in torpor) gains 1 pool.
var _ = register(political(100056, "Anarch Salon", vtes.Requirement{Anarch: true},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return func(g *vtes.Game) {
			for _, s := range g.Living() {
				anarchs := 0
				for _, v := range ownVampires(g, s) {
					if isAnarch(g, v) {
						anarchs++
						if v.Ready() {
							g.AddBlood(v, 1)
						}
					}
				}
				if anarchs > 0 {
					g.GainPool(s, 1)
				}
			}
		}
	}))
