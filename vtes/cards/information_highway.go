package cards

import "kindred/vtes"

// Information Highway: unique location; +2 transfers in its
// Methuselah's influence phase (§3.6).
var _ = register(&vtes.CardDef{ID: 100984, Name: "Information Highway", Types: vtes.Master,
	Unique: true, Location: true,
	Modes:  []vtes.Mode{{Kind: vtes.PlayMaster, Label: "location", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Transfers: func(*vtes.Game, *vtes.Card) int { return 2 }}})
