package cards

import "kindred/vtes"

// Camera Phone: electronic equipment, equipped as a +1 stealth action
// (§3.5.3); its bearer can bleed at +1 bleed as a Ⓓ action, which no
// other equipment raises (equipmentbleed.go).
var _ = register(&vtes.CardDef{ID: 100287, Name: "Camera Phone", Types: vtes.Equipment, Electronic: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "equip",
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Actions: []vtes.Mode{vtes.Mode{Kind: vtes.PlayAction, Directed: true,
		Target: vtes.TargetPrey, OnlyThisEquipment: true}.Does(vtes.BleedAt(1))}}})
