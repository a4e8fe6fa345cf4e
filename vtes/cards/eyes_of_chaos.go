package cards

import "kindred/vtes"

// Eyes of Chaos, during a bleed: +1 bleed (+2 superior), limited (§14
// C19).
var _ = register(&vtes.CardDef{ID: 100682, Name: "Eyes of Chaos", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Dementation},
		vtes.MoreBleed(1), vtes.MoreBleed(2))})
