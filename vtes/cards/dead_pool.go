package cards

import "kindred/vtes"

// Dead Pool: Lasombra; unique; put in play. After a vampire in combat
// with a Lasombra its Methuselah controls leaves the ready region (torpor,
// ash heap), they may add 1 counter to it (Game.InCombatWith: a vampire
// that left during the combat is still in it). During a bleed action of
// one of their Lasombra, or in the polling of any referendum, one of their
// ready Lasombra can burn 1 counter for +2 bleed or +2 votes, cast with
// its own (§5.3).
var _ = register(&vtes.CardDef{ID: 102299, Name: "Dead Pool", Types: vtes.Master, Unique: true,
	Requires: vtes.Requirement{Clan: "Lasombra"},
	Modes:    []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnLeaveReady: deadPoolCounts,
		Abilities: []vtes.Ability{
			{Step: vtes.StepAfterBlocks, Label: "burn 1 counter: +2 bleed",
				French: "brûler 1 marqueur : +2 en morsure",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					a := g.Action()
					return p.Source.Counters > 0 && a != nil && g.Combat() == nil && a.IsBleed() &&
						a.Actor.Controller == p.Seat && isLasombra(a.Actor)
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.AddCounters(p.Source, -1)
					g.Action().Bleed += 2
				}},
			{Step: vtes.StepPolling, BloodHunt: true, Label: "burn 1 counter: +2 votes",
				French: "brûler 1 marqueur : +2 voix",
				Legal: func(g *vtes.Game, p *vtes.Play) bool {
					return p.Source.Counters > 0 && g.Referendum() != nil &&
						len(readyOfClan(g, p.Seat, "Lasombra")) > 0
				},
				Resolve: func(g *vtes.Game, p *vtes.Play) {
					g.AddCounters(p.Source, -1)
					v := g.Choose(p.Seat, readyOfClan(g, p.Seat, "Lasombra"))
					if b := ballotOf(g, v); b != nil {
						g.CastVotesWith(v, 2, b.For)
						return
					}
					g.Referendum().AddVoteBonus(v, 2)
				}},
		}}})

// deadPoolCounts offers Dead Pool's Methuselah a counter once vampire m,
// in combat with one of their Lasombra, has left the ready region.
func deadPoolCounts(g *vtes.Game, c, m *vtes.Card) {
	cs := g.Combat()
	if cs == nil || !m.IsVampire() || cs.Side(m) < 0 || c.Contested {
		return
	}
	if opp := cs.Opponent(m); isLasombra(opp) && opp.Controller == c.Controller &&
		g.YesNo(c.Controller, c) {
		g.AddCounters(c, 1)
	}
}

// isLasombra reports whether minion m is a vampire of clan Lasombra.
func isLasombra(m *vtes.Card) bool { return m != nil && m.IsVampire() && m.Def.Clan == "Lasombra" }
