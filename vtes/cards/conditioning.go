package cards

import (
	"kindred/vtes"
)

// Conditioning, during a bleed, for 1 blood: +2 bleed (+3 superior),
// limited (§14 C19).
var _ = register(&vtes.CardDef{ID: 100401, Name: "Conditioning", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 1}, Bleed: 2, Label: "+2 bleed", Legal: bleedOpen},
		{Kind: vtes.PlayModifier, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 1}, Bleed: 3, Label: "+3 bleed", Legal: bleedOpen},
	}})
