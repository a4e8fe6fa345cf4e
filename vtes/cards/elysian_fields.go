package cards

import "kindred/vtes"

// Elysian Fields: unique location; lock to give a Lasombra you control +1
// stealth (§4.3). Its clan is a master card's requirement: a ready
// Lasombra (§1.5.4).
var _ = register(&vtes.CardDef{ID: 100629, Name: "Elysian Fields", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Lasombra"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{vtes.LockForStealth("Lasombra", "Lasombra")}}})
