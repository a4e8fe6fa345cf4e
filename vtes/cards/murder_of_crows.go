package cards

import "kindred/vtes"

// Murder of Crows: animal retainer with 1 life (2 superior); 1R damage
// to the opposing minion each round during normal strike resolution.
var _ = register(&vtes.CardDef{ID: 101254, Name: "Murder of Crows", Types: vtes.Retainer,
	Animal: true,
	Modes:  employ(ani, 1, 1, 2),
	Static: vtes.Static{RoundDamage: func(*vtes.Game, *vtes.Card) int { return 1 }}})
