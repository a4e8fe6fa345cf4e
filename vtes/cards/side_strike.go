package cards

import "kindred/vtes"

// Side Strike: strike: dodge; superior: 1 additional strike, limited.
var _ = register(&vtes.CardDef{ID: 101778, Name: "Side Strike", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayStrike, Disc: cel, Level: inf}.Does(vtes.Dodge()),
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: sup,
			Step: vtes.StepAdditionalStrikes}.Does(vtes.AdditionalStrikes(1)),
	}})
