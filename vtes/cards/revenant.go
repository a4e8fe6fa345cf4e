package cards

import "kindred/vtes"

// Revenant, Tzimisce ghoul retainer with 2 life, for 1 blood: its
// employer gets +1 intercept (§3.5.4, §4.3).
var _ = register(&vtes.CardDef{ID: 101628, Name: "Revenant", Types: vtes.Retainer, Ghoul: true,
	Requires: vtes.Requirement{Clan: "Tzimisce"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Label: "employ", French: "employer", Resolve: vtes.PutOnMinion(2)}},
	Static: vtes.Static{Intercept: vtes.Always(1)}})
