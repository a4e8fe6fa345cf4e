package cards

import "kindred/vtes"

// Papillon: unique location, hunting ground; it requires a ready vampire
// with a city title (prince, archbishop or baron: the titles of a city,
// §10.2). In its Methuselah's unlock phase a ready titled vampire they
// control can gain 2 blood, from one hunting ground a turn
// (vtes.HuntingGroundFor).
var _ = register(&vtes.CardDef{ID: 101350, Name: "Papillon", Types: vtes.Master,
	Unique: true, Location: true,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Archbishop, vtes.Baron}},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 3}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.HuntingGroundFor(2, func(g *vtes.Game, v *vtes.Card) bool {
		return g.TitleOf(v) != vtes.NoTitle
	})})
