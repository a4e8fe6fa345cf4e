package cards

import "kindred/vtes"

// IR Goggles: electronic equipment, equipped as a +1 stealth action
// (§3.5.3); its bearer gets 1 optional maneuver each combat (§6.3).
var _ = register(&vtes.CardDef{ID: 101007, Name: "IR Goggles", Types: vtes.Equipment,
	Electronic: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "equip",
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Maneuvers: vtes.EachCombat(1)}})
