package cards

import (
	"kindred/vtes"
)

// Faceless Night: +1 stealth; [OBF] and the minions whose attempt to
// block this action fails, the one attempting now included ([LSJ
// 20081202]) but not those that failed before ([ANK 20190509]), lock
// before the action resolves, after blocks ([ANK 20171017]).
var _ = register(&vtes.CardDef{ID: 100687, Name: "Faceless Night", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: obf, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 stealth", Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1)},
		{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Step: vtes.StepBlockAttempt, Label: "+1 stealth, failed blockers lock", Legal: vtes.BeingBlocked,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.AddStealth(1)(g, p)
				a := g.Action()
				from := len(a.FailedBlockers)
				a.BeforeResolution = append(a.BeforeResolution, func(g *vtes.Game) {
					for _, m := range a.FailedBlockers[from:] {
						if m.Ready() {
							g.Lock(m)
						}
					}
				})
			}},
	}})
