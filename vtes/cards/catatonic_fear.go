package cards

import "kindred/vtes"

// Catatonic Fear, for 1 blood: [pre] strike: combat ends; [PRE] as well,
// and after the combat, if the range was close, the vampire inflicts 1
// unpreventable damage on the opposing minion (groups G00071, G00091:
// after combat, beyond combat cards' prevention; not environmental, [RTR
// 19970630]); none if the opposing minion dodged ([LSJ 19980526]).
var _ = register(&vtes.CardDef{ID: 100307, Name: "Catatonic Fear", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: pre, Cost: vtes.Cost{Blood: 1},
		StrikeKind: vtes.CombatEndsStrike},
		vtes.CombatEnds(),
		vtes.Effect{Label: "combat ends, 1 damage after at close range",
			French: "fin du combat, 1 dégât après à courte portée", Resolve: catatonicFear})})

// catatonicFear is the superior strike: combat ends, then the damage
// after the combat, if the range was close and the strike not dodged.
func catatonicFear(g *vtes.Game, p *vtes.Play) {
	vtes.StrikeCombatEnds(func(g *vtes.Game, side int) {
		cs := g.Combat()
		if cs == nil || cs.Long || cs.StrikeOf(1-side).Dodge {
			return
		}
		opp := cs.Minion[1-side]
		g.AfterThisCombat(func(g *vtes.Game) {
			if opp.Ready() {
				g.Damage(opp, 1, 0)
			}
		})
	})(g, p)
}
