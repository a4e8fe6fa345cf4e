package cards

import "kindred/vtes"

// Frontal Assault: put in play. Each ready minion its Methuselah controls
// can enter combat with a minion their prey controls as a Ⓓ action; they
// gain 1 pool after a ready minion their prey controls is burned or sent
// to torpor. As their influence phase begins, they burn it and 1 pool for
// each ready minion their prey controls (influencetrigger.go). Several
// stack, each gaining and burning its own ([LSJ 20061018]).
var _ = register(&vtes.CardDef{ID: 100794, Name: "Frontal Assault", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetPreyMinion, EntersCombat: true,
			Label: "enter combat with a minion of your prey", French: "entrer en combat avec un serviteur de votre proie",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() && p.Minion.Ready() {
					g.Fight(p.Minion, p.Target)
				}
			}}},
		OnLeaveReady: func(g *vtes.Game, c, m *vtes.Card) {
			// Burned, a card is its owner's again; sent to torpor, it
			// stays its controller's.
			prey := g.Prey(c.Controller)
			if (m.IsVampire() || m.IsAlly()) && (m.Zone == vtes.ZoneTorpor && m.Controller == prey ||
				m.Zone == vtes.ZoneAsh && m.Owner == prey) {
				g.GainPool(c.Controller, 1)
			}
		},
		OnInfluence: func(g *vtes.Game, c *vtes.Card) {
			seat, n := c.Controller, len(g.ReadyMinions(g.Prey(c.Controller)))
			g.Burn(c)
			g.BurnPool(seat, n)
		}}})
