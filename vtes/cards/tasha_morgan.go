package cards

import "kindred/vtes"

// Tasha Morgan: unique mortal retainer with 1 life, employed as a +1
// stealth action (§3.5.4); the employer gets +1 bleed.
var _ = register(&vtes.CardDef{ID: 101943, Name: "Tasha Morgan", Types: vtes.Retainer,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "employ",
		Resolve: vtes.PutOnMinion(1)}},
	Static: vtes.Static{Bleed: vtes.Always(1)}})
