package cards

import "kindred/vtes"

// Fame: unique; on a ready vampire; after it goes to torpor its
// controller burns 3 pool; while it is in torpor, each Methuselah burns
// 1 pool in their own unlock phase.
var _ = register(&vtes.CardDef{ID: 100698, Name: "Fame", Types: vtes.Master, Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put on a ready vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachReadyVampire(g))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachReadyVampire(g)); v != nil {
				enterOn(g, p.Card, v)
			}
		}}},
	Static: vtes.Static{
		OnTorpor: func(g *vtes.Game, c, v *vtes.Card) {
			if !c.Contested {
				g.BurnPool(v.Controller, 3)
			}
		},
		OnAnyUnlock: func(g *vtes.Game, c *vtes.Card, seat int) {
			if h := g.Host(c); h != nil && h.Zone == vtes.ZoneTorpor && !c.Contested {
				g.BurnPool(seat, 1)
			}
		}}})
