package cards

import "kindred/vtes"

// Assault Rifle, for 5 pool: a weapon, a gun, equipped as a +1 stealth
// action (§3.5.3); strike: 4R damage; its bearer gets 1 optional
// maneuver each combat (maneuvers.go).
var _ = register(&vtes.CardDef{ID: 100107, Name: "Assault Rifle", Types: vtes.Equipment, Gun: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 5},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "4R damage",
		French: "4 dégâts à distance", Damage: 4, Ranged: true, Maneuver: true}}})
