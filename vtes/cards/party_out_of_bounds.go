package cards

import "kindred/vtes"

// Party Out Of Bounds: requires an Anarch; [obf] reduce a bleed against
// you by 2; [pre] in the polling of a political action, this vampire
// gets +2 votes; [pro] +1 intercept.
var _ = register(&vtes.CardDef{ID: 102231, Name: "Party Out Of Bounds", Types: vtes.Reaction,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Disc: obf, Level: inf,
			Legal: vtes.DuringBleedAgainstYou}.Does(vtes.ReduceBleed(2)),
		{Kind: vtes.PlayReaction, Disc: pre, Level: inf, Step: vtes.StepPolling,
			Label: "+2 votes", Legal: vtes.Political, Resolve: extraVotes(2)},
		vtes.Mode{Kind: vtes.PlayReaction, Disc: pro, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.Blocking}.Does(vtes.AddIntercept(1)),
	}})
