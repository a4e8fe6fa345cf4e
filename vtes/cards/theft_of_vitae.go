package cards

import "kindred/vtes"

// Theft of Vitae: strike, ranged: steal 1 blood or life (2 superior),
// life becoming blood; from a minion with less, what it has ([RTR
// 20010711]); two thefts resolve together ([ANK 20200123]).
var _ = register(&vtes.CardDef{ID: 101966, Name: "Theft of Vitae", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: tha},
		vtes.Effect{Label: "ranged: steal 1 blood",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "steal 1 blood", Ranged: true,
				StealBlood: 1})},
		vtes.Effect{Label: "ranged: steal 2 blood",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "steal 2 blood", Ranged: true,
				StealBlood: 2})})})
