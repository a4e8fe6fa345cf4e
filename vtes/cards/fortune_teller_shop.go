package cards

import "kindred/vtes"

// Fortune Teller Shop: unique location, for 2 pool; lock it to give a
// Ravnos +1 stealth, its Methuselah's acting Ravnos while being blocked
// (vtes.LockForStealth; §4.3). Its clan is a master card's requirement: a
// ready Ravnos (§1.5.4).
var _ = register(&vtes.CardDef{ID: 100777, Name: "Fortune Teller Shop", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Ravnos"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{vtes.LockForStealth("Ravnos", "Ravnos")}}})
