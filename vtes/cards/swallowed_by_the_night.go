package cards

import "kindred/vtes"

// Swallowed by the Night: +1 stealth; superior: combat maneuver.
var _ = register(&vtes.CardDef{ID: 101913, Name: "Swallowed by the Night",
	Types: vtes.ActionModifier | vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: obf, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
		vtes.Mode{Kind: vtes.PlayCombat, Disc: obf, Level: sup,
			Step: vtes.StepManeuver}.Does(vtes.Maneuver()),
	}})
