package cards

import "kindred/vtes"

// Forward Momentum, Path of Cathari: a unique master card put in play.
// After a vampire of the Path of Cathari its Methuselah controls bleeds,
// successful (for 1 or more): +1 counter; otherwise 1 counter burned
// (afterbleed.go). After such a vampire performs an action, its
// Methuselah can burn 2 counters to unlock it (afteraction.go).
var _ = register(&vtes.CardDef{ID: 102323, Name: "Forward Momentum", Types: vtes.Master,
	Unique: true, Requires: vtes.Requirement{Path: vtes.PathCathari},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", French: "mettre en jeu",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Global: true,
		AfterBleed: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
			switch {
			case !g.Follows(a.Actor, vtes.PathCathari) || a.Actor.Controller != c.Controller:
			case vtes.BleedSuccessful(a):
				g.AddCounters(c, 1)
			case c.Counters > 0:
				g.AddCounters(c, -1)
			}
		},
		Abilities: []vtes.Ability{{Step: vtes.StepAfterAction,
			Label:  "burn 2 counters: unlock the acting vampire",
			French: "brûler 2 marqueurs : redresser le vampire qui a agi",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := vtes.ActionResolved(g)
				return a != nil && p.Source.Counters >= 2 && a.Actor.Controller == p.Seat &&
					a.Actor.Locked && a.Actor.Ready() && g.Follows(a.Actor, vtes.PathCathari)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.AddCounters(p.Source, -2)
				g.Unlock(vtes.ActionResolved(g).Actor)
			}}}}})
