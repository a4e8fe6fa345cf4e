package cards

import "kindred/vtes"

// Conservative Agitation: allocate X points, X the Methuselahs in the
// game, among two or more; each burns 1 pool per point.
var _ = register(political(100414, "Conservative Agitation", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		living := g.Living()
		return burnAllocated(g, allocate(g, p.Seat, len(living), living, true))
	}))
