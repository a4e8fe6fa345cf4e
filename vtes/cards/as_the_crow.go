package cards

import "kindred/vtes"

// As the Crow: [FLIGHT] after the resolution of a successful action, the
// acting minion unlocks; a minion plays only one As the Crow each turn
// (Mode.OneEachTurn; oneeachturn.go). An action that fizzled succeeded
// (group G00077, as for Freak Drive).
var _ = register(&vtes.CardDef{ID: 100102, Name: "As the Crow", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Disc: vtes.Flight, Level: inf,
		Step: vtes.StepAfterAction, OneEachTurn: true,
		Label: "unlock after a successful action", French: "se redresser après une action réussie",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Minion.Ready() && g.Action().Succeeded
		},
		Resolve: vtes.Unlock}}})
