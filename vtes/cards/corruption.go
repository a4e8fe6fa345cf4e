package cards

import "kindred/vtes"

// Corruption: Ministry; +1 stealth Ⓓ action putting 1 of its
// Methuselah's corruption counters on a minion their prey controls; if
// those counters on the minion now reach its capacity (a vampire) or cost
// (an ally), its Methuselah may burn them all to steal the minion (§14
// C10; vtes/corruption.go). A target gone from play by resolution gets
// nothing.
var _ = register(&vtes.CardDef{ID: 100430, Name: "Corruption", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Ministry"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Directed: true,
		Target: vtes.TargetPreyMinion, Label: "1 corruption counter",
		French: "1 marqueur de corruption",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			t := p.Target
			if !t.IsMinion() || t.Zone != vtes.ZoneReady && t.Zone != vtes.ZoneTorpor {
				return
			}
			g.Corrupt(t, p.Seat, 1)
			if g.Corruption(t, p.Seat) >= corruptionThreshold(g, t) && g.YesNo(p.Seat, p.Card) {
				g.StealCorrupted(t, p.Seat)
			}
		}}}})
