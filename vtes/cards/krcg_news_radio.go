package cards

import "kindred/vtes"

// KRCG News Radio: unique location; lock it to give a minion its
// Methuselah controls +1 intercept, or lock it and burn 1 pool to give
// another Methuselah's minion +1 intercept, while the minion blocks short
// of intercept (§4.3).
var _ = register(&vtes.CardDef{ID: 101067, Name: "KRCG News Radio", Types: vtes.Master,
	Unique: true, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		lockForBlocker(1, false, "lock: +1 intercept", "incliner : +1 interception", nil),
		lockForBlocker(1, true, "lock, burn 1 pool: +1 intercept to another's minion",
			"incliner, brûler 1 point de réserve : +1 interception au serviteur d'un autre", nil),
	}}})
