package cards

import "kindred/vtes"

// Eulogio Sánchez de los Reyes (Sabbat, Path of Death and the Soul): while
// he is Sabbat, as a +1 stealth action costing 1 blood, he looks at the
// top 5 cards of his Methuselah's library, puts them back in the order
// they choose (Game.ReorderLibraryTop), and unlocks.
var _ = register(with(onPath(vtes.PathDeathAndTheSoul, vampire(201750,
	"Eulogio Sánchez de los Reyes", 8, "Tremere", 6, "AUS DOM OBL THA", vtes.Sabbat,
	vtes.NoTitle)),
	vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Label:  "reorder the top 5 cards of the library and unlock",
		French: "regarder et réorganiser les 5 premières cartes de la bibliothèque, et se redresser",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return g.SectOf(p.Minion) == vtes.Sabbat
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.ReorderLibraryTop(p.Seat, 5)
			if p.Minion.Ready() {
				g.Unlock(p.Minion)
			}
		}}}}))
