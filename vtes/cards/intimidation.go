package cards

import "kindred/vtes"

// Intimidation: [pre] a Ⓓ bleed at +1 bleed; [PRE] at +2 (§6.2).
var _ = register(&vtes.CardDef{ID: 100999, Name: "Intimidation", Types: vtes.Action,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: pre, Directed: true,
		Target: vtes.TargetPrey},
		vtes.BleedAt(1), vtes.BleedAt(2))})
