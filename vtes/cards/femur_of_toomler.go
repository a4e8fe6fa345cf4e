package cards

import "kindred/vtes"

// Femur of Toomler, for 2 pool: unique melee weapon of the Tzimisce,
// equipped as a +1 stealth action (§3.5.3); strike: strength+1
// aggravated damage.
var _ = register(&vtes.CardDef{ID: 100720, Name: "Femur of Toomler", Types: vtes.Equipment, Weapon: true,
	Unique: true, Requires: vtes.Requirement{Clan: "Tzimisce"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "strength+1 aggravated damage",
		Damage: 1, PlusStrength: true, Aggravated: true}}})
