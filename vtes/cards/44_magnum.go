package cards

import "kindred/vtes"

// .44 Magnum, for 2 pool: a weapon, a gun, equipped as a +1 stealth
// action (§3.5.3); strike: 2R damage; its bearer gets 1 optional
// maneuver each combat, which makes the Magnum its strike that round
// (maneuvers.go; cancelling that maneuver does not cancel the strike,
// [LSJ 20050228-3]).
var _ = register(&vtes.CardDef{ID: 100001, Name: ".44 Magnum", Types: vtes.Equipment, Gun: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "2R damage",
		French: "2 dégâts à distance", Damage: 2, Ranged: true, Maneuver: true}}})
