package cards

import "kindred/vtes"

// Carfax Abbey: requires a ready Anarch; unique location, hunting ground;
// in its Methuselah's unlock phase a ready Anarch they control can gain 1
// blood, and with a ready baron another one as well, from one hunting
// ground a turn each (vtes.AnarchHuntingGround).
var _ = register(&vtes.CardDef{ID: 100297, Name: "Carfax Abbey", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.AnarchHuntingGround()})
