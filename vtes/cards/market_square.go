package cards

import "kindred/vtes"

// Market Square: unique location; lock to give a Banu Haqim you control +1 intercept
// (§4.3). Its clan is a master card's requirement: a ready Banu Haqim
// (§1.5.4).
var _ = register(&vtes.CardDef{ID: 101171, Name: "Market Square", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Banu Haqim"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{vtes.LockForIntercept("Banu Haqim", "Banu Haqim")}}})
