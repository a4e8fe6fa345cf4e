package cards

import "kindred/vtes"

// Relentlessness, Path of Power and the Inner Voice, for 1 blood, either
// Discipline ([cel] or [for], group G00086): [cel]/[for] +1 stealth, when
// needed (§4.3); [CEL]/[FOR] while a minion attempts to block, that
// attempt fails and the minion cannot attempt to block this action again
// (block.go's FailAttempt, A4).
var _ = register(&vtes.CardDef{ID: 102337, Name: "Relentlessness", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Path: vtes.PathPower},
	Modes: vtes.EitherDisc([]vtes.Disc{cel, frt}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: d, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked},
			vtes.AddStealth(1),
			vtes.Effect{Label: "the block attempt fails", French: "la tentative de blocage échoue",
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					a := g.Action()
					b := a.Blocker
					g.FailAttempt()
					a.CannotBlock = append(a.CannotBlock, func(m *vtes.Card) bool { return m == b })
				}})
	})})
