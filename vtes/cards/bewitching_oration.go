package cards

import "kindred/vtes"

// Bewitching Oration: during polling: the vampire gets +2 votes (+4
// superior), cast with its own on one side.
var _ = register(&vtes.CardDef{ID: 100157, Name: "Bewitching Oration",
	Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: pre,
		Step: vtes.StepPolling, Legal: vtes.Political},
		vtes.Effect{Label: "+2 votes", Resolve: extraVotes(2)},
		vtes.Effect{Label: "+4 votes", Resolve: extraVotes(4)})})
