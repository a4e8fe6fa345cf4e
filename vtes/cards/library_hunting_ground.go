package cards

import "kindred/vtes"

// Library Hunting Ground: unique location, hunting ground; in its Methuselah's unlock
// phase a ready vampire they control can gain 1 blood, from one hunting
// ground a turn (vtes.HuntingGround). Its clan is a master card's
// requirement: a ready Tzimisce (§1.5.4).
var _ = register(&vtes.CardDef{ID: 101102, Name: "Library Hunting Ground", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Tzimisce"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.HuntingGround()})
