package cards

import "kindred/vtes"

// Claws of the Dead, for 1 blood: this round, the damage of this
// vampire's hand strikes is aggravated; superior: maneuver (§6.3, §6.7).
var _ = register(&vtes.CardDef{ID: 100356, Name: "Claws of the Dead", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: pro, Level: inf, Cost: vtes.Cost{Blood: 1},
			Label: "aggravated hand strikes this round", Resolve: vtes.AggravatedHandStrikes},
		vtes.Mode{Kind: vtes.PlayCombat, Disc: pro, Level: sup, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepManeuver}.Does(vtes.Maneuver()),
	}})
