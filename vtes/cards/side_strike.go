package cards

import (
	"kindred/vtes"
)

// Side Strike: strike: dodge; superior: 1 additional strike, limited.
var _ = register(&vtes.CardDef{ID: 101778, Name: "Side Strike", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: cel, Level: inf, StrikeKind: vtes.DodgeStrike,
			Label: "dodge", Resolve: vtes.StrikeWith(vtes.Strike{Label: "dodge", Dodge: true})},
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: sup,
			Step: vtes.StepAdditionalStrikes}.Does(vtes.AdditionalStrikes(1)),
	}})
