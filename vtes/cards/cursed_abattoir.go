package cards

import "kindred/vtes"

// Cursed Abattoir: requires the Path of Death and the Soul (a ready
// vampire of its Methuselah following it); unique location put in play.
// After a zombie ally its Methuselah controls is burned (to the ash
// heap), they can add 1 counter to it; during the bleed of one of their
// zombie allies they can burn 1 counter for +1 bleed. (No zombie
// retainer is implemented.)
var _ = register(&vtes.CardDef{ID: 102313, Name: "Cursed Abattoir", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Path: vtes.PathDeathAndTheSoul},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		OnLeaveReady: func(g *vtes.Game, c, m *vtes.Card) {
			if m.Zone == vtes.ZoneAsh && m.Def.Zombie && m.Def.Types.Has(vtes.Ally) &&
				m.Owner == c.Controller && !c.Contested && g.YesNo(c.Controller, c) {
				g.AddCounters(c, 1)
			}
		},
		Abilities: []vtes.Ability{{Step: vtes.StepAfterBlocks,
			Label: "burn 1 counter: +1 bleed to a zombie ally", French: "brûler 1 marqueur : +1 en morsure à un allié zombie",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return p.Source.Counters > 0 && vtes.DuringBleed(g, p) && a.Actor.Controller == p.Seat &&
					a.Actor.IsAlly() && a.Actor.Def.Zombie
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.AddCounters(p.Source, -1)
				g.Action().Bleed++
			}}},
	}})
