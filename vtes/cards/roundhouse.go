package cards

import "kindred/vtes"

// Roundhouse: hand strike at +2 damage (+3 superior); a hand strike,
// so usable when only hand strikes are (Immortal Grapple).
var _ = register(&vtes.CardDef{ID: 102215, Name: "Roundhouse", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: pot, Hand: true},
		vtes.HandStrike(2),
		vtes.HandStrike(3))})
