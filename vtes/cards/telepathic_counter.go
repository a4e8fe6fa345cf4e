package cards

import (
	"kindred/vtes"
)

// Telepathic Counter: reduce a bleed against you by 1 (2 superior).
var _ = register(&vtes.CardDef{ID: 101948, Name: "Telepathic Counter", Types: vtes.Reaction,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayReaction, Disc: aus, Level: inf, Label: "reduce the bleed by 1", Legal: bleedingYouOpen, Resolve: vtes.ReduceBleed(1)},
		{Kind: vtes.PlayReaction, Disc: aus, Level: sup, Label: "reduce the bleed by 2", Legal: bleedingYouOpen, Resolve: vtes.ReduceBleed(2)},
	}})
