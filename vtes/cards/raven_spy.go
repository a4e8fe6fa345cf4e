package cards

import "kindred/vtes"

// Raven Spy: animal retainer with 1 life (2 superior); the employer
// gets +1 intercept.
var _ = register(&vtes.CardDef{ID: 101550, Name: "Raven Spy", Types: vtes.Retainer,
	Animal: true,
	Modes:  employ(ani, 1, 1, 2),
	Static: vtes.Static{Intercept: vtes.Always(1)}})
