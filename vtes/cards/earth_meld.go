package cards

import "kindred/vtes"

// Earth Meld: strike: combat ends; superior: and this vampire unlocks
// as combat ends.
var _ = register(&vtes.CardDef{ID: 100601, Name: "Earth Meld", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: pro,
		StrikeKind: vtes.CombatEndsStrike},
		vtes.CombatEnds(),
		vtes.Effect{Label: "combat ends, unlock", Resolve: func(g *vtes.Game, p *vtes.Play) {
			m := p.Minion
			vtes.StrikeCombatEnds(func(g *vtes.Game, side int) { g.Unlock(m) })(g, p)
		}})})
