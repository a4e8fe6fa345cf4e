package cards

import "kindred/vtes"

// Flamethrower, for 4 pool: a weapon, equipped as a +1 stealth action
// (§3.5.3); strike: 2R aggravated damage.
var _ = register(&vtes.CardDef{ID: 100742, Name: "Flamethrower", Types: vtes.Equipment, Weapon: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 4},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "2R aggravated damage", Damage: 2,
		Ranged: true, Aggravated: true}}})
