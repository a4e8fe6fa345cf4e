package cards

import "kindred/vtes"

// Staredown: [pre] strike: dodge; [PRE] strike: combat ends (§6.4).
var _ = register(&vtes.CardDef{ID: 101859, Name: "Staredown", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayStrike, Disc: pre, Level: inf}.Does(vtes.Dodge()),
		vtes.Mode{Kind: vtes.PlayStrike, Disc: pre, Level: sup}.Does(vtes.CombatEnds()),
	}})
