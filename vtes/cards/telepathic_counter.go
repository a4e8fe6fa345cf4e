package cards

import "kindred/vtes"

// Telepathic Counter: reduce a bleed against you by 1 (2 superior).
var _ = register(&vtes.CardDef{ID: 101948, Name: "Telepathic Counter", Types: vtes.Reaction,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: aus,
		Legal: vtes.DuringBleedAgainstYou},
		vtes.ReduceBleed(1),
		vtes.ReduceBleed(2))})
