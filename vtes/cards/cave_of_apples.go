package cards

import "kindred/vtes"

// Cave of Apples, for 3 pool: unique location; requires a Ministry
// (a ready one, to play it, §1.5.4); its Ministries may take a Ⓓ
// action putting 1 of its Methuselah's corruption counters on an ally,
// or a vampire younger than the actor, controlled by their prey; if
// the action succeeds and those counters on the minion now reach its
// capacity (a vampire) or cost (an ally), its Methuselah may burn
// them all to steal the minion.
var _ = register(&vtes.CardDef{ID: 100311, Name: "Cave of Apples", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Ministry"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 3}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Actions: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true,
		Target: vtes.TargetPreyMinion, Label: "1 corruption counter",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			// "Ministries you control": the action's own requirement,
			// not the location's (which is to play it).
			t := p.Target
			return p.Minion.Def.Clan == "Ministry" && t != nil &&
				(t.IsAlly() || t.IsVampire() && g.Capacity(t) < g.Capacity(p.Minion))
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			t := p.Target
			if !t.IsMinion() || p.Card.Zone != vtes.ZoneInPlay {
				return // the location left play: no effect (group G00139)
			}
			g.Corrupt(t, p.Seat, 1)
			if g.Corruption(t, p.Seat) >= corruptionThreshold(g, t) && g.YesNo(p.Seat, p.Card) {
				g.StealCorrupted(t, p.Seat)
			}
		}}}}})
