package cards

import "kindred/vtes"

// Puppet Master, for 2 blood. [dom] bleed at +2. [DOM] a Ⓓ action putting
// the card on a younger vampire, locked ([PIB 20150412]: a locked one
// too), its player keeping control of it (§1.6); that vampire does not
// unlock as normal; as its player's next minion phase begins, the card
// burns, the vampire unlocks and that player controls it until the end of
// the turn (loan.go, minionphasestart.go).
var _ = register(&vtes.CardDef{ID: 101215, Name: "Puppet Master", Types: vtes.Action,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayAction, Disc: dom, Level: inf, Cost: vtes.Cost{Blood: 2},
			Directed: true, Target: vtes.TargetPrey}.Does(vtes.BleedAt(2)),
		{Kind: vtes.PlayAction, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 2},
			Directed: true, Target: vtes.TargetVampire,
			Label:  "put on a younger vampire, lock them",
			French: "mettre sur un vampire plus jeune, l'incliner",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Target != nil && g.Younger(p.Target, p.Minion)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if t := p.Target; t.Zone == vtes.ZoneReady {
					enterOn(g, p.Card, t)
					p.Card.Controller = p.Seat // "you still control this card"
					g.Lock(t)
					g.Changed(p.Card)
				}
			}},
	},
	Static: vtes.Static{
		PreventsUnlock: func(g *vtes.Game, c, m *vtes.Card) bool {
			return c.Zone == vtes.ZoneAttached && g.Host(c) == m
		},
		OnMinionPhase: func(g *vtes.Game, c *vtes.Card) {
			v := g.Host(c)
			if c.Zone != vtes.ZoneAttached || v == nil {
				return
			}
			seat := c.Controller
			g.Burn(c)
			g.Unlock(v)
			g.ControlUntilEndOfTurn(v, seat)
		}}})
