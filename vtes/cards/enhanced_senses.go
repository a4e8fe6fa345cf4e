package cards

import (
	"kindred/vtes"
)

// Enhanced Senses: +1 intercept (+2 superior).
var _ = register(&vtes.CardDef{ID: 100644, Name: "Enhanced Senses", Types: vtes.Reaction,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayReaction, Disc: aus, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 intercept", Legal: vtes.Blocking, Resolve: vtes.AddIntercept(1)},
		{Kind: vtes.PlayReaction, Disc: aus, Level: sup, Step: vtes.StepBlockAttempt, Label: "+2 intercept", Legal: vtes.Blocking, Resolve: vtes.AddIntercept(2)},
	}})
