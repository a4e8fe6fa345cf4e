package cards

import (
	"kindred/vtes"
)

// Bonding, during a bleed: +1 bleed, limited (§14 C19); [DOM] also +1
// stealth, so only while the bleed is being blocked ([TOM 19951109]).
var _ = register(&vtes.CardDef{ID: 100236, Name: "Bonding", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: dom, Level: inf, Bleed: 1, Label: "+1 bleed", Legal: bleedOpen},
		{Kind: vtes.PlayModifier, Disc: dom, Level: sup, Step: vtes.StepBlockAttempt, Bleed: 1, Label: "+1 stealth and +1 bleed",
			Legal: vtes.All(vtes.BeingBlocked, bleedOpen), Resolve: vtes.AddStealth(1)},
	}})
