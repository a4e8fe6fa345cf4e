package cards

import "kindred/vtes"

// Conditioning, during a bleed, for 1 blood: +2 bleed (+3 superior),
// limited (§14 C19).
var _ = register(&vtes.CardDef{ID: 100401, Name: "Conditioning", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: dom, Cost: vtes.Cost{Blood: 1}},
		vtes.MoreBleed(2), vtes.MoreBleed(3))})
