package cards

import (
	"kindred/vtes"
)

// Threats, during a bleed: +1 bleed (+2 superior), limited (§14 C19).
var _ = register(&vtes.CardDef{ID: 101978, Name: "Threats", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: dom, Level: inf, Bleed: 1, Label: "+1 bleed", Legal: bleedOpen},
		{Kind: vtes.PlayModifier, Disc: dom, Level: sup, Bleed: 2, Label: "+2 bleed", Legal: bleedOpen},
	}})
