package cards

import "kindred/vtes"

// Earth Control, for 1 blood: +1 stealth (+2 superior).
var _ = register(&vtes.CardDef{ID: 100600, Name: "Earth Control", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: pro,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt,
		Legal: vtes.BeingBlocked},
		vtes.AddStealth(1),
		vtes.AddStealth(2))})
