package cards

import "kindred/vtes"

// Rapid Change, for 1 blood: +1 stealth; superior: a combat card,
// strike: combat ends.
var _ = register(&vtes.CardDef{ID: 101542, Name: "Rapid Change",
	Types: vtes.ActionModifier | vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: pro, Level: inf,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt,
			Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
		vtes.Mode{Kind: vtes.PlayStrike, Disc: pro, Level: sup,
			Cost: vtes.Cost{Blood: 1}}.Does(vtes.CombatEnds()),
	}})
