package cards

import (
	"kindred/vtes"
)

// Bewitching Oration: during polling: the vampire gets +2 votes (+4
// superior), cast with its own on one side.
var _ = register(&vtes.CardDef{ID: 100157, Name: "Bewitching Oration", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: pre, Level: inf, Step: vtes.StepPolling, Label: "+2 votes", Legal: vtes.Political, Resolve: extraVotes(2)},
		{Kind: vtes.PlayModifier, Disc: pre, Level: sup, Step: vtes.StepPolling, Label: "+4 votes", Legal: vtes.Political, Resolve: extraVotes(4)},
	}})
