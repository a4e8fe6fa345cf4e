package cards

import (
	"kindred/vtes"
)

// Earth Control, for 1 blood: +1 stealth (+2 superior).
var _ = register(&vtes.CardDef{ID: 100600, Name: "Earth Control", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: pro, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
		{Kind: vtes.PlayModifier, Disc: pro, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Label: "+2 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(2)},
	}})
