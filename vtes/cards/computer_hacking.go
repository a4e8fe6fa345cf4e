package cards

import "kindred/vtes"

// Computer Hacking: a Ⓓ bleed at +1 bleed, by any minion (§3.5.1).
var _ = register(&vtes.CardDef{ID: 100390, Name: "Computer Hacking", Types: vtes.Action,
	Modes: []vtes.Mode{vtes.Mode{Kind: vtes.PlayAction, Directed: true,
		Target: vtes.TargetPrey}.Does(vtes.BleedAt(1))}})
