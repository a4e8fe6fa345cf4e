package cards

import "kindred/vtes"

// Scorn of Adonis: Toreador; during polling, the Methuselahs casting
// votes against burn 1 pool once the votes are tallied.
var _ = register(&vtes.CardDef{ID: 101692, Name: "Scorn of Adonis", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Clan: "Toreador"},
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Step: vtes.StepPolling,
		Label: "those voting against burn 1 pool", Legal: vtes.Political,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			r := g.Referendum()
			r.AfterTally = append(r.AfterTally, func(g *vtes.Game, r *vtes.Referendum) {
				burn := make([]int, g.Seats())
				for s, n := range r.SeatAgainst {
					if n > 0 {
						burn[s] = 1
					}
				}
				g.BurnPools(burn)
			})
		}}}})
