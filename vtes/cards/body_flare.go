package cards

import "kindred/vtes"

// Body Flare, for 2 blood: strike: 2 aggravated damage; superior:
// ranged.
var _ = register(&vtes.CardDef{ID: 100230, Name: "Body Flare", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: pro,
		Cost: vtes.Cost{Blood: 2}},
		vtes.Effect{Label: "2 aggravated damage", Resolve: aggStrike(2, false)},
		vtes.Effect{Label: "2R aggravated damage", Resolve: aggStrike(2, true)})})

// aggStrike is a strike of n aggravated damage, ranged or not.
func aggStrike(n int, ranged bool) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.SetStrike(p.Minion, vtes.Strike{Label: "aggravated damage", Damage: n,
			Aggravated: true, Ranged: ranged})
	}
}
