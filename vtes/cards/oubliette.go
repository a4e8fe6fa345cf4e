package cards

import "kindred/vtes"

// Oubliette, for 1 blood: strike: combat ends (§6.4); superior: as above,
// and after the combat the opposing minion burns 1 blood or life, even at
// long range (an "after combat ends" effect, G00071).
var _ = register(&vtes.CardDef{ID: 101334, Name: "Oubliette", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayStrike, Disc: vtes.Obtenebration, Level: inf,
			Cost: vtes.Cost{Blood: 1}}.Does(vtes.CombatEnds()),
		{Kind: vtes.PlayStrike, Disc: vtes.Obtenebration, Level: sup, Cost: vtes.Cost{Blood: 1},
			StrikeKind: vtes.CombatEndsStrike,
			Label:      "combat ends; the opponent burns 1 blood after",
			French:     "fin du combat ; l'adversaire brûle ensuite 1 point de sang",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				opp := g.Combat().Opponent(p.Minion)
				vtes.StrikeCombatEnds(func(g *vtes.Game, _ int) {
					g.AfterThisCombat(func(g *vtes.Game) {
						if opp.Ready() && opp.Blood > 0 {
							g.LoseBlood(opp, 1)
						}
					})
				})(g, p)
			}},
	}})
