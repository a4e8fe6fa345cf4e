package cards

import "kindred/vtes"

// Pentex™ Subversion, for 2 pool: unique; put on a ready minion, any
// Methuselah's; that minion cannot block; other minions can burn the
// card as a Ⓓ action (§3.5 #7, §4.4).
var _ = register(&vtes.CardDef{ID: 101384, Name: "Pentex™ Subversion", Types: vtes.Master,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2},
		Label: "put on a ready minion", French: "mettre sur un serviteur disponible",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return masterTargetable(g, p, 1).among(eachReadyWhere(g, anyCard))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if m := g.ChooseMasterTargetAmong(p.Seat, eachReadyWhere(g, anyCard)); m != nil {
				enterOn(g, p.Card, m)
			}
		}}},
	Static: vtes.Static{NoBlock: true, Burnable: true,
		WhoMay: func(g *vtes.Game, c, actor *vtes.Card) bool { return g.Host(c) != actor }}})
