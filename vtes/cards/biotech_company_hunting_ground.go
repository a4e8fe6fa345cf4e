package cards

import "kindred/vtes"

// Biotech Company Hunting Ground: unique location, hunting ground; in its
// Methuselah's unlock phase a ready vampire they control can gain 1
// blood, from one hunting ground a turn (vtes.HuntingGround). Its clan is
// a master card's requirement: a ready Hecata (§1.5.4).
var _ = register(&vtes.CardDef{ID: 102287, Name: "Biotech Company Hunting Ground",
	Types: vtes.Master, Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Hecata"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 2}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.HuntingGround()})
