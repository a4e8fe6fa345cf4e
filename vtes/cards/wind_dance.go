package cards

import "kindred/vtes"

// Wind Dance: strike: dodge; superior: the same with 1 additional
// strike that is a dodge (limited, §6.5).
var _ = register(&vtes.CardDef{ID: 102185, Name: "Wind Dance", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayStrike, Disc: tha, Level: inf}.Does(vtes.Dodge()),
		{Kind: vtes.PlayStrike, Disc: tha, Level: sup, StrikeKind: vtes.DodgeStrike,
			Label: "dodge, and 1 additional strike: dodge", Legal: vtes.MayGainStrikes,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.SetStrike(p.Minion, vtes.Strike{Label: "dodge", Dodge: true})
				g.GainDodges(p.Minion, 1)
			}},
	}})
