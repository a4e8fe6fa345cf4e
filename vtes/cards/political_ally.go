package cards

import "kindred/vtes"

// Political Ally: Ventrue; recruited as a +1 stealth action for 2 pool;
// unique mortal with 1 life, 0 strength and 3 bleed.
var _ = register(&vtes.CardDef{ID: 101411, Name: "Political Ally", Types: vtes.Ally,
	Unique: true, Requires: vtes.Requirement{Clan: "Ventrue"},
	Life: 1, Strength: 0, BleedAmount: 3,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "recruit", Resolve: vtes.RecruitAlly(1)}}})
