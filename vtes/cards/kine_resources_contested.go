package cards

import "kindred/vtes"

// Kine Resources Contested: allocate 4 points among two or more
// Methuselahs; each burns 1 pool per point.
var _ = register(political(101056, "Kine Resources Contested", vtes.Requirement{},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return burnAllocated(g, allocate(g, p.Seat, 4, g.Living(), true))
	}))
