package cards

import "kindred/vtes"

// FBI Special Affairs Division: a government event, in play for the
// table. When an ally is burned in combat with an acting vampire (the
// ally not the acting minion itself, [ANK 20180913-2]), the event gets 1
// counter and, once that combat has ended, the acting vampire takes 2
// unpreventable environmental damage (§6.7, group G00071); with 4
// counters the event burns.
var _ = register(&vtes.CardDef{ID: 100709, Name: "FBI Special Affairs Division",
	Types: vtes.Event,
	Modes: []vtes.Mode{{Kind: vtes.PlayEvent, Label: "event", French: "événement",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Global: true, AnyController: true,
		OnLeaveReady: func(g *vtes.Game, c, m *vtes.Card) {
			a, cs := g.Action(), g.Combat()
			if !m.IsAlly() || m.Zone != vtes.ZoneAsh || a == nil || cs == nil ||
				!a.Actor.IsVampire() || m == a.Actor || cs.Side(m) < 0 || cs.Opponent(m) != a.Actor {
				return
			}
			g.AddCounters(c, 1)
			actor := a.Actor
			g.AfterThisCombat(func(g *vtes.Game) {
				if actor.Zone == vtes.ZoneReady || actor.Zone == vtes.ZoneTorpor {
					g.Damage(actor, 2, 0)
				}
				if c.Counters >= 4 && c.Zone == vtes.ZoneInPlay {
					g.Burn(c)
				}
			})
		}}})
