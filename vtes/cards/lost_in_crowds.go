package cards

import (
	"kindred/vtes"
)

// Lost in Crowds: +1 stealth (+2 superior).
var _ = register(&vtes.CardDef{ID: 101125, Name: "Lost in Crowds", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
		{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Step: vtes.StepBlockAttempt, Label: "+2 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(2)},
	}})
