package cards

import "kindred/vtes"

// The Line: unique location. As the cost of an action card a vampire its
// Methuselah controls plays is paid, they can lock it to take 1 blood off
// that cost (costrelief.go; the cost is paid as the action succeeds, so
// a card cancelled or blocked uses none), whatever the action (ally,
// retainer, equipment, political, [ANK 20181007]), not by an ally acting
// as a vampire ([ANK 20200605]). Vampires can steal it as a Ⓓ action
// (seize.go).
var _ = register(&vtes.CardDef{ID: 101110, Name: "The Line", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		CostRelief: &vtes.CostRelief{
			Off: func(g *vtes.Game, c *vtes.Card, p *vtes.Play) vtes.Cost {
				if c.Locked || p.Minion == nil || !p.Minion.IsVampire() || p.Card == nil ||
					p.Mode == nil || p.Mode.Kind != vtes.PlayAction {
					return vtes.Cost{}
				}
				return vtes.Cost{Blood: 1}
			},
			Use: func(g *vtes.Game, c *vtes.Card) { g.Lock(c) }},
		Stealable: true,
		WhoMay: func(_ *vtes.Game, _ *vtes.Card, actor *vtes.Card) bool {
			return actor.IsVampire()
		}}})
