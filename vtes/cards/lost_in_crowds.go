package cards

import "kindred/vtes"

// Lost in Crowds: +1 stealth (+2 superior); not on an action Into Thin
// Air was played on (its text: "cannot both be played").
var _ = register(&vtes.CardDef{ID: 101125, Name: "Lost in Crowds", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: obf,
		Step:  vtes.StepBlockAttempt,
		Legal: vtes.All(vtes.BeingBlocked, notPlayedThisAction(intoThinAirID))},
		vtes.AddStealth(1),
		vtes.AddStealth(2))})
