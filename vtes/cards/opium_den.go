package cards

import "kindred/vtes"

// Opium Den: unique location; lock to give a Ministry you control +1 stealth
// (§4.3). Its clan is a master card's requirement: a ready Ministry
// (§1.5.4).
var _ = register(&vtes.CardDef{ID: 101326, Name: "Opium Den", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Ministry"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{vtes.LockForStealth("Ministry", "Ministère")}}})
