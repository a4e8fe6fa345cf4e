package cards

import "kindred/vtes"

// Majesty: strike: combat ends; superior: and unlock this vampire.
var _ = register(&vtes.CardDef{ID: 101144, Name: "Majesty", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: pre,
		Cost: vtes.Cost{Blood: 1}, StrikeKind: vtes.CombatEndsStrike},
		vtes.CombatEnds(),
		vtes.Effect{Label: "combat ends, unlock", Resolve: func(g *vtes.Game, p *vtes.Play) {
			m := p.Minion
			vtes.StrikeCombatEnds(func(g *vtes.Game, side int) { g.Unlock(m) })(g, p)
		}})})
