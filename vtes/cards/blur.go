package cards

import "kindred/vtes"

// Blur, for 1 blood: 1 additional strike (2 superior), limited (§6.5).
var _ = register(&vtes.CardDef{ID: 100227, Name: "Blur", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayCombat, Disc: cel,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAdditionalStrikes},
		vtes.AdditionalStrikes(1),
		vtes.AdditionalStrikes(2))})
