package cards

import "kindred/vtes"

// Melange: +1 intercept; [AUS] and, if this vampire blocks, the card
// goes on the acting minion, still controlled by the reacting
// Methuselah (not if it left the ash heap meanwhile, [ANK 20220805]).
// During a bleed by the reacting vampire against the Methuselah
// controlling that minion, before it resolves, the vampire may burn
// the card for +1 bleed ([ANK 20180531], group G00117).
var _ = register(&vtes.CardDef{ID: 101195, Name: "Melange", Types: vtes.Reaction,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: aus,
		Step: vtes.StepBlockAttempt, Legal: vtes.Blocking},
		vtes.AddIntercept(1),
		vtes.Effect{Label: "+1 intercept, on the actor if blocking",
			Resolve: all(vtes.AddIntercept(1).Resolve, melangeOnBlock)}),
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterBlocks,
		Label: "burn: +1 bleed",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a, host := g.Action(), g.Host(p.Source)
			return host != nil && vtes.DuringBleed(g, p) && a.Actor.ID == melangeBlocker(p.Source) &&
				a.Actor.Controller == p.Seat && a.TargetSeat == host.Controller
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Burn(p.Source)
			addBleed(g, 1)
		}}}}})

// melangeOnBlock: once the blocks are over, if the reacting vampire
// blocked, the Melange goes from the ash heap onto the acting minion, its
// Methuselah keeping control, tied to the reacting vampire
// (melangeBlocker).
func melangeOnBlock(g *vtes.Game, p *vtes.Play) {
	a, c, v := g.Action(), p.Card, p.Minion
	a.BeforeResolution = append(a.BeforeResolution, func(g *vtes.Game) {
		if !a.Blocked || a.Blocker != v || c.Zone != vtes.ZoneAsh || !a.Actor.IsMinion() {
			return
		}
		g.Attach(c, a.Actor)
		c.Controller = p.Seat
		setMelangeBlocker(g, c, v)
	})
}

// melangeBlocker is the vampire whose block put Melange c on the acting
// minion, and who may burn it for +1 bleed (kept as its first link).
func melangeBlocker(c *vtes.Card) vtes.CardID { return c.Links[0] }

// setMelangeBlocker ties Melange c to blocking vampire v.
func setMelangeBlocker(g *vtes.Game, c, v *vtes.Card) {
	c.Links[0] = v.ID
	g.Changed(c)
}
