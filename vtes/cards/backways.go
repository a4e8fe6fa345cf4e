package cards

import "kindred/vtes"

// Backways: unique location; lock to give a Gangrel you control +1 stealth
// (§4.3). Its clan is a master card's requirement: a ready Gangrel
// (§1.5.4).
var _ = register(&vtes.CardDef{ID: 100126, Name: "Backways", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Gangrel"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{vtes.LockForStealth("Gangrel", "Gangrel")}}})
