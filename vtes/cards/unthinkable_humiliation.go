package cards

import "kindred/vtes"

// Unthinkable Humiliation, Path of Power and the Inner Voice, either
// Discipline ([pot] or [pre], group G00086), played as the action is
// announced, before any block attempt (so no attempt in progress is
// resigned, group G00088): [pot]/[pre] a minion must burn 1 blood or life
// to attempt to block this action (blockprice.go: one that cannot pay, or
// an ally whose last life it would be, cannot attempt); [POT]/[PRE] as
// well, and each attempt is at -1 intercept (group G00102).
var _ = register(&vtes.CardDef{ID: 102346, Name: "Unthinkable Humiliation",
	Types: vtes.ActionModifier, Requires: vtes.Requirement{Path: vtes.PathPower},
	Modes: vtes.EitherDisc([]vtes.Disc{pot, pre}, func(d vtes.Disc) []vtes.Mode {
		return vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: d, Step: vtes.StepAnnounced},
			vtes.Effect{Label: "blockers burn 1 blood or life", French: "les bloqueurs brûlent 1 sang ou 1 vie",
				Resolve: humiliation(0)},
			vtes.Effect{Label: "blockers burn 1 blood or life, -1 intercept",
				French:  "les bloqueurs brûlent 1 sang ou 1 vie, -1 en interception",
				Resolve: humiliation(1)})
	})})

// humiliation sets the price of each block attempt of the action: 1
// blood or life (blockprice.go: one that cannot pay cannot attempt, and
// an ally keeps its last life), and n less intercept.
func humiliation(n int) func(g *vtes.Game, p *vtes.Play) {
	return func(g *vtes.Game, p *vtes.Play) {
		g.RequireBlockPrice(vtes.BlockPrice{Blood: 1, OrLife: true})
		if n > 0 {
			a := g.Action()
			a.OnAttempt = append(a.OnAttempt, func(g *vtes.Game, b *vtes.Card) { g.Action().Intercept -= n })
		}
	}
}
