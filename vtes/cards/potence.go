package cards

import "kindred/vtes"

// Potence: Discipline master card; +1 level of Potence and +1 capacity;
// not on a vampire with superior Potence.
var _ = register(&vtes.CardDef{ID: 101424, Name: "Potence", Types: vtes.Master, Discipline: pot,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachDisciplineTarget(g, pot))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachDisciplineTarget(g, pot)); v != nil {
				g.GiveDiscipline(p.Card, v, pot)
			}
		}}}})
