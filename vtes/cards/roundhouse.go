package cards

import (
	"kindred/vtes"
)

// Roundhouse: hand strike at +2 damage (+3 superior); a hand strike,
// so usable when only hand strikes are (Immortal Grapple).
var _ = register(&vtes.CardDef{ID: 102215, Name: "Roundhouse", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: pot, Level: inf, Hand: true, Label: "hand strike at +2", Resolve: vtes.HandStrike(2)},
		{Kind: vtes.PlayStrike, Disc: pot, Level: sup, Hand: true, Label: "hand strike at +3", Resolve: vtes.HandStrike(3)},
	}})
