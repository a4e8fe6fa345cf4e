package cards

import "kindred/vtes"

// Monkey Wrench: requires an Anarch; during a bleed, burn X blood (1 to
// 3) for +X bleed, limited (§14 C19): Bleed is the least X, the rest
// comes with the blood chosen.
var _ = register(&vtes.CardDef{ID: 101239, Name: "Monkey Wrench", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Bleed: 1, Label: "X blood: +X bleed",
		Legal: vtes.All(vtes.DuringBleed, func(g *vtes.Game, p *vtes.Play) bool {
			return p.Minion.Blood >= 1
		}),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			x := g.ChooseAmount(p.Seat, 1, min(3, p.Minion.Blood))
			g.LoseBlood(p.Minion, x)
			addBleed(g, x-1)
		}}}})
