package cards

import "kindred/vtes"

// Shadow Play, for 1 blood: +1 stealth (+2 superior), only while the
// action is being blocked (§4.3).
var _ = register(&vtes.CardDef{ID: 101743, Name: "Shadow Play", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Obtenebration,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked},
		vtes.AddStealth(1),
		vtes.AddStealth(2))})
