package cards

import "kindred/vtes"

// Blood Doll: on a vampire you control; in your master phase, move 1
// blood between it and your pool.
var _ = register(&vtes.CardDef{ID: 100199, Name: "Blood Doll", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a vampire you control",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachOwnVampire(g, p.Seat))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachOwnVampire(g, p.Seat)); v != nil {
				g.Attach(p.Card, v)
			}
		}}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepMaster, Label: "move 1 blood to your pool",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				h := g.Host(p.Source)
				return !p.Source.UsedTurn && h != nil && h.Blood > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkUsedTurn(p.Source)
				g.LoseBlood(g.Host(p.Source), 1)
				g.GainPool(p.Seat, 1)
			}},
		{Step: vtes.StepMaster, Label: "move 1 pool to the vampire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				h := g.Host(p.Source)
				return !p.Source.UsedTurn && h != nil && h.Blood < g.Capacity(h) && g.Methuselah(p.Seat).Pool > 1
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkUsedTurn(p.Source)
				g.BurnPool(p.Seat, 1)
				g.AddBlood(g.Host(p.Source), 1)
			}},
	}}})
