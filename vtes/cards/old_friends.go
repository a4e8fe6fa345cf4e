package cards

import "kindred/vtes"

// Old Friends, for 1 blood: not replaced until its Methuselah's next
// unlock phase (group G00025); [obf] during a bleed, +1 bleed (limited,
// §14 C19); [OBF] in the polling of a political action, this vampire gets
// +2 votes (group G00022).
var _ = register(&vtes.CardDef{ID: 101318, Name: "Old Friends", Types: vtes.ActionModifier,
	NoReplace: true,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: obf, Level: inf,
			Cost: vtes.Cost{Blood: 1}}.Does(vtes.MoreBleed(1)),
		{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepPolling, Label: "+2 votes", Legal: vtes.Political,
			Resolve: extraVotes(2)},
	}})
