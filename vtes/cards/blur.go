package cards

import (
	"kindred/vtes"
)

// Blur, for 1 blood: 1 additional strike (2 superior), limited (§6.5).
var _ = register(&vtes.CardDef{ID: 100227, Name: "Blur", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: cel, Level: inf, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAdditionalStrikes, Label: "1 additional strike", Legal: vtes.CanGainStrikes, Resolve: vtes.AdditionalStrikes(1)},
		{Kind: vtes.PlayCombat, Disc: cel, Level: sup, Cost: vtes.Cost{Blood: 1}, Step: vtes.StepAdditionalStrikes, Label: "2 additional strikes", Legal: vtes.CanGainStrikes, Resolve: vtes.AdditionalStrikes(2)},
	}})
