package cards

import "kindred/vtes"

// Pursuit: maneuver; superior: 1 additional strike, limited (§6.3, §6.5).
var _ = register(&vtes.CardDef{ID: 101523, Name: "Pursuit", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: inf,
			Step: vtes.StepManeuver}.Does(vtes.Maneuver()),
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: sup,
			Step: vtes.StepAdditionalStrikes}.Does(vtes.AdditionalStrikes(1)),
	}})
