package cards

import "kindred/vtes"

// Faceless Night: +1 stealth; [OBF] and the minions whose attempt to
// block this action fails, the one attempting now included ([LSJ
// 20081202]) but not those that failed before ([ANK 20190509]), lock
// before the action resolves, after blocks ([ANK 20171017]).
var _ = register(&vtes.CardDef{ID: 100687, Name: "Faceless Night", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: obf,
		Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked},
		vtes.AddStealth(1),
		vtes.Effect{Label: "+1 stealth, failed blockers lock",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.AddStealth(1).Resolve(g, p)
				a := g.Action()
				from := len(a.FailedBlockers)
				a.BeforeResolution = append(a.BeforeResolution, func(g *vtes.Game) {
					for _, m := range a.FailedBlockers[from:] {
						if m.Ready() {
							g.Lock(m)
						}
					}
				})
			}})})
