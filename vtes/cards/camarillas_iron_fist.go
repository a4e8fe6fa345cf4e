package cards

import "kindred/vtes"

// Camarilla's Iron Fist, for 1 blood: a titled Camarilla vampire's
// political action; choose a Methuselah and allocate 5 points among two
// or more of the others; if the referendum passes, each burns 1 pool per
// point (A22: all at once) and the chosen one gains 1 pool.
var _ = register(&vtes.CardDef{ID: 102270, Name: "Camarilla's Iron Fist",
	Types:    vtes.PoliticalAction,
	Requires: vtes.Requirement{Title: true, Sects: []vtes.Sect{vtes.Camarilla}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Label: "call a referendum",
		Legal: func(g *vtes.Game, p *vtes.Play) bool { return len(g.Living()) >= 3 },
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r := g.Referendum()
			if r == nil {
				return
			}
			chosen := g.ChooseSeat(p.Seat, g.Living())
			var others []int
			for _, s := range g.Living() {
				if s != chosen {
					others = append(others, s)
				}
			}
			burn := burnAllocated(g, allocate(g, p.Seat, 5, others, true))
			r.OnPass = func(g *vtes.Game) {
				burn(g)
				if !g.Methuselah(chosen).Ousted {
					g.GainPool(chosen, 1)
				}
			}
		}}}})
