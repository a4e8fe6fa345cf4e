package cards

import "kindred/vtes"

// Ivory Bow, for 1 pool: unique weapon, equipped as a +1 stealth
// action (§3.5.3); strike: 1R aggravated damage.
var _ = register(&vtes.CardDef{ID: 101014, Name: "Ivory Bow", Types: vtes.Equipment, Weapon: true,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 1},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "1R aggravated damage", Damage: 1,
		Ranged: true, Aggravated: true}}})
