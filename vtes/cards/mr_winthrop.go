package cards

import "kindred/vtes"

// Mr. Winthrop: employed as a +1 stealth action at no cost (§3.5.5);
// unique mortal retainer with 1 life; the employer gets +1 intercept.
var _ = register(&vtes.CardDef{ID: 101249, Name: "Mr. Winthrop", Types: vtes.Retainer,
	Unique: true, Life: 1,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "employ",
		Resolve: vtes.PutOnMinion(1)}},
	Static: vtes.Static{Intercept: vtes.Always(1)}})
