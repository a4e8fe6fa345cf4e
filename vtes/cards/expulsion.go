package cards

import (
	"slices"

	"kindred/vtes"
)

// Expulsion, called by a primogen or a prince: its caller chooses up to
// two ready minions; if the referendum passes, they cannot play reaction
// cards, block, or cast votes or ballots for the rest of the turn
// (vtes/expelled.go; §5.2).
var _ = register(political(102276, "Expulsion",
	vtes.Requirement{TitleIn: []vtes.Title{vtes.Primogen, vtes.Prince}},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		var chosen []*vtes.Card
		for range 2 {
			m := g.ChooseOrNone(p.Seat, collect(eachReadyWhere(g, func(m *vtes.Card) bool {
				return !slices.Contains(chosen, m)
			})))
			if m == nil {
				break
			}
			chosen = append(chosen, m)
		}
		return func(g *vtes.Game) {
			for _, m := range chosen {
				g.Expel(m)
			}
		}
	}))
