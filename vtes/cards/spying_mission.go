package cards

import (
	"kindred/vtes"
)

// Spying Mission: +1 stealth; superior: a bleed that would succeed
// burns no pool instead, the card goes on the vampire, and its next
// successful bleed of the same Methuselah is at +2 (burning the card).
// A vampire carries one Spying Mission at a time: a Static.Bleed bonus
// is not told which card gives it, so several on one vampire would
// each count all of them ([ANK 20200609] allows several).
var _ = register(&vtes.CardDef{ID: 101857, Name: "Spying Mission", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: obf, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
		{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Step: vtes.StepAfterBlocks, Label: "no pool now, +2 bleed next time",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return vtes.BleedWouldSucceed(g, p) && counterOn(g, p.Minion, 101857) == 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				a.NoBleed = true
				g.Attach(p.Card, p.Minion)
				g.SetCounters(p.Card, a.TargetSeat+1)
			}},
	},
	Static: vtes.Static{
		Bleed: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
			if c := attachedOf(g, m, 101857); c != nil && a != nil && a.TargetSeat == c.Counters-1 && !a.NoBleed {
				return 2
			}
			return 0
		},
		OnBleed: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if a.TargetSeat == c.Counters-1 {
				g.Burn(c)
			}
		}}})
