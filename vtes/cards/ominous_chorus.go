package cards

import "kindred/vtes"

// Ominous Chorus: Lasombra; in the polling of a political action, the
// Lasombra playing it, acting (an action modifier) or not (a reaction),
// gets +3 votes, cast with its own (§5.3).
var _ = register(&vtes.CardDef{ID: 102278, Name: "Ominous Chorus",
	Types: vtes.ActionModifier | vtes.Reaction, Requires: vtes.Requirement{Clan: "Lasombra"},
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Step: vtes.StepPolling, Label: "+3 votes", French: "+3 voix",
			Legal: vtes.Political, Resolve: extraVotes(3)},
		{Kind: vtes.PlayReaction, Step: vtes.StepPolling, Label: "+3 votes", French: "+3 voix",
			Legal: vtes.Political, Resolve: extraVotes(3)},
	}})
