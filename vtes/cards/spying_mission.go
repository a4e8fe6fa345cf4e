package cards

import "kindred/vtes"

// Spying Mission: +1 stealth; superior: a bleed that would succeed
// burns no pool instead, the card goes on the vampire, and its next
// successful bleed of the same Methuselah is at +2 (burning the card).
// A vampire carries one Spying Mission at a time ([ANK 20200609] allows
// several; the Static.Bleed now told its source could count each).
var _ = register(&vtes.CardDef{ID: 101857, Name: "Spying Mission", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: obf, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
		{Kind: vtes.PlayModifier, Disc: obf, Level: sup, Step: vtes.StepAfterBlocks,
			Label: "no pool now, +2 bleed next time",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return vtes.BleedWouldSucceed(g, p) && attachedOf(g, p.Minion, p.Card.Def) == nil
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				a := g.Action()
				a.NoBleed = true
				g.Attach(p.Card, p.Minion)
				setSpiedSeat(g, p.Card, a.TargetSeat)
			}},
	},
	Static: vtes.Static{
		Bleed: func(g *vtes.Game, source, _ *vtes.Card, a *vtes.ActionState) int {
			if a != nil && a.TargetSeat == spiedSeat(source) && !a.NoBleed {
				return 2
			}
			return 0
		},
		OnBleed: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			if a.TargetSeat == spiedSeat(c) {
				g.Burn(c)
			}
		}}})

// spiedSeat is the Methuselah whose next successful bleed by its bearer
// superior Spying Mission c raises, -1 before it is put on (kept as its
// counters, the seat plus 1).
func spiedSeat(c *vtes.Card) int { return c.Counters - 1 }

// setSpiedSeat records seat as c's spied Methuselah.
func setSpiedSeat(g *vtes.Game, c *vtes.Card, seat int) { g.SetCounters(c, seat+1) }
