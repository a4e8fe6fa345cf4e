package cards

import "kindred/vtes"

// Freak Drive, for 1 blood, after the action resolved: unlock this
// vampire; [for] only if the action succeeded, [FOR] only if it was
// blocked ([RTR 20180719]). An action that fizzled succeeded (group
// G00077); played after any combat (group G00006).
var _ = register(&vtes.CardDef{ID: 100788, Name: "Freak Drive", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayModifier, Disc: frt, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepAfterAction, Label: "unlock after a successful action",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Ready() && g.Action().Succeeded
			},
			Resolve: vtes.Unlock},
		{Kind: vtes.PlayModifier, Disc: frt, Level: sup, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepAfterAction, Label: "unlock after a blocked action",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Ready() && g.Action().Blocked
			},
			Resolve: vtes.Unlock},
	}})
