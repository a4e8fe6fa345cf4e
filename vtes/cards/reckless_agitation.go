package cards

import "kindred/vtes"

// countOthers is len(others(g, seat)), without the list (a Legal).
func countOthers(g *vtes.Game, seat int) int {
	n := 0
	for s := range g.Seats() {
		if !g.Methuselah(s).Ousted && s != seat {
			n++
		}
	}
	return n
}

// costing sets the cost of every mode of a card.
func costing(c vtes.Cost, d *vtes.CardDef) *vtes.CardDef {
	for i := range d.Modes {
		d.Modes[i].Cost = c
	}
	return d
}

// Reckless Agitation, for 2 blood: requires an Independent or Anarch
// vampire of capacity 5 or more; allocate 6 points among two or more
// other Methuselahs, so not with a single opponent left, nor all on
// one ([LSJ 20000622], [LSJ 20100129]; group G00158); if the
// referendum passes each burns 1 pool per point, all at once.
var _ = register(costing(vtes.Cost{Blood: 2}, withLegal(political(101567, "Reckless Agitation",
	vtes.Requirement{Sects: []vtes.Sect{vtes.Independent, vtes.Anarch}, MinCapacity: 5},
	func(g *vtes.Game, p *vtes.Play) func(g *vtes.Game) {
		return burnAllocated(g, allocate(g, p.Seat, 6, others(g, p.Seat), true))
	}), func(g *vtes.Game, p *vtes.Play) bool { return countOthers(g, p.Seat) >= 2 })))
