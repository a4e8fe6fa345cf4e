package cards

import "kindred/vtes"

// Shadow Shift: 1 additional strike, limited (§6.5); superior: a
// maneuver (§6.3).
var _ = register(&vtes.CardDef{ID: 102305, Name: "Shadow Shift", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: vtes.Oblivion, Level: inf,
			Step: vtes.StepAdditionalStrikes}.Does(vtes.AdditionalStrikes(1)),
		vtes.Mode{Kind: vtes.PlayCombat, Disc: vtes.Oblivion, Level: sup,
			Step: vtes.StepManeuver}.Does(vtes.Maneuver()),
	}})
