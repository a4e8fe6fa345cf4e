package cards

import "kindred/vtes"

// Arms of Ahriman: [obl] 1 additional strike, limited (§6.5); [OBL] strike:
// dodge, with 1 additional strike, limited: not playable once another
// effect gave additional strikes this round (strikeextras.go).
var _ = register(&vtes.CardDef{ID: 102275, Name: "Arms of Ahriman", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: vtes.Oblivion, Level: inf,
			Step: vtes.StepAdditionalStrikes}.Does(vtes.AdditionalStrikes(1)),
		{Kind: vtes.PlayStrike, Disc: vtes.Oblivion, Level: sup, StrikeKind: vtes.DodgeStrike,
			Label: "dodge, with 1 additional strike", Legal: vtes.CanStrikeWithExtra,
			Resolve: vtes.StrikeWithExtra(vtes.Strike{Label: "dodge", Dodge: true}, 1)},
	}})
