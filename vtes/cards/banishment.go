package cards

import (
	"iter"

	"kindred/vtes"
)

// Banishment: choose a ready vampire younger than the caller (not
// callable without one, group G00158); if the referendum passes it
// moves to its controller's uncontrolled region with its blood and the
// cards on it ([RTR 20000501]). Choosing is not directing ([ANK
// 20221019-3]).
var _ = register(withLegal(political(100131, "Banishment", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		younger := youngerReady(g, p.Minion)
		if len(younger) == 0 {
			return func(*vtes.Game) {}
		}
		v := g.Choose(p.Seat, younger)
		return func(g *vtes.Game) { g.ToUncontrolled(v) }
	}), func(g *vtes.Game, p *vtes.Play) bool { return some(eachYoungerReady(g, p.Minion)) }))

// youngerReady lists the ready vampires younger than v.
func youngerReady(g *vtes.Game, v *vtes.Card) []*vtes.Card {
	return collect(eachYoungerReady(g, v))
}

// eachYoungerReady walks youngerReady.
func eachYoungerReady(g *vtes.Game, v *vtes.Card) iter.Seq[*vtes.Card] {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(u *vtes.Card) bool {
			return u.IsVampire() && g.Younger(u, v)
		}, yield)
	}
}
