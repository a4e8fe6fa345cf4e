package cards

import "kindred/vtes"

// Life in the City: trifle; add 1 blood to a ready vampire.
var _ = register(&vtes.CardDef{ID: 101104, Name: "Life in the City", Types: vtes.Master,
	Trifle: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "1 blood to a ready vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachReadyVampire(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachReadyVampire(g)); v != nil {
				g.AddBlood(v, 1)
			}
		}}}})
