package cards

import "kindred/vtes"

// Threats, during a bleed: +1 bleed (+2 superior), limited (§14 C19).
var _ = register(&vtes.CardDef{ID: 101978, Name: "Threats", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: dom},
		vtes.MoreBleed(1), vtes.MoreBleed(2))})
