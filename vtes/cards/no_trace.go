package cards

import "kindred/vtes"

// No Trace, for 1 blood: strike: combat ends (a "combat ends" strike,
// which Dog Pack's ban catches, §6.4); [obf] only at long range.
var _ = register(&vtes.CardDef{ID: 101292, Name: "No Trace", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: obf, Level: inf, Cost: vtes.Cost{Blood: 1},
			StrikeKind: vtes.CombatEndsStrike, Label: "combat ends (long range)",
			Legal:   func(g *vtes.Game, p *vtes.Play) bool { return g.Combat().Long },
			Resolve: vtes.StrikeCombatEnds(nil)},
		vtes.Mode{Kind: vtes.PlayStrike, Disc: obf, Level: sup,
			Cost: vtes.Cost{Blood: 1}}.Does(vtes.CombatEnds()),
	}})
