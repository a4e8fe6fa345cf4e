package cards

import "kindred/vtes"

// Terrifying Visage, Path of Cathari, for 1 pool: put on a ready vampire
// who follows the Path of Cathari, one to a vampire; when that vampire
// is blocked, the blocking minion's controller burns 1 pool before the
// block resolves (as Aching Beauty).
var _ = register(&vtes.CardDef{ID: 102343, Name: "Terrifying Visage", Types: vtes.Master,
	Requires: vtes.Requirement{Path: vtes.PathCathari},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1},
		Label: "put on a vampire of the Path of Cathari", French: "mettre sur un vampire de la Voie des Cathares",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachVisageHost(g, p.Card.Def))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if v := g.ChooseMasterTargetAmong(p.Seat, eachVisageHost(g, p.Card.Def)); v != nil {
				enterOn(g, p.Card, v)
			}
		}}},
	Static: vtes.Static{OnBlocked: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		if a.Blocker != nil && g.Host(c) == a.Actor {
			g.BurnPool(a.Blocker.Controller, 1)
		}
	}}})

// eachVisageHost walks the ready vampires of the Path of Cathari without
// a card of d (Terrifying Visage) on them.
func eachVisageHost(g *vtes.Game, d *vtes.CardDef) func(yield func(*vtes.Card) bool) {
	return func(yield func(*vtes.Card) bool) {
		walkReadyWhere(g, func(m *vtes.Card) bool {
			return m.IsVampire() && g.Follows(m, vtes.PathCathari) && attachedOf(g, m, d) == nil
		}, yield)
	}
}
