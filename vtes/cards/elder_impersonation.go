package cards

import "kindred/vtes"

// Elder Impersonation, for 1 blood: [obf] +1 stealth; [OBF] while a
// minion attempts to block, the attempt fails and that minion cannot
// attempt to block this action again (§4.3).
var _ = register(&vtes.CardDef{ID: 100617, Name: "Elder Impersonation",
	Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: obf,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt,
		Legal: vtes.BeingBlocked},
		vtes.AddStealth(1),
		vtes.Effect{Label: "the block attempt fails",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				b := a.Blocker
				g.FailAttempt()
				a.CannotBlock = append(a.CannotBlock, func(m *vtes.Card) bool { return m == b })
			}})})
