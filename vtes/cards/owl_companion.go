package cards

import "kindred/vtes"

// Owl Companion: animal retainer with 1 life (2 superior). Its open-hand
// clause only shows hidden cards to a human and has no rules effect on
// the engine's bots.
var _ = register(&vtes.CardDef{ID: 101340, Name: "Owl Companion", Types: vtes.Retainer,
	Animal: true,
	Modes:  employ(ani, 0, 1, 2)})
