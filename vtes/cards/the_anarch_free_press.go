package cards

import "kindred/vtes"

// The Anarch Free Press: unique; requires a ready Anarch; put in play.
// Lock it to give an Anarch its Methuselah controls +1 intercept (only
// while short of it, §4.3), or, after such an Anarch successfully hunts,
// to add 1 blood to that Anarch (§3.5.2).
var _ = register(&vtes.CardDef{ID: 100052, Name: "The Anarch Free Press", Types: vtes.Master,
	Unique: true, Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "put in play",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepBlockAttempt,
			Label:  "lock: +1 intercept to an Anarch",
			French: "incliner : +1 interception à un Anarch",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return !p.Source.Locked && a != nil && a.Blocker != nil && a.Intercept < a.Stealth &&
					a.Blocker.Controller == p.Seat && isAnarch(g, a.Blocker)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				vtes.AddIntercept(1).Resolve(g, p)
			}},
		{Step: vtes.StepAfterAction,
			Label:  "lock: 1 blood to the Anarch who hunted",
			French: "incliner : 1 sang à l'Anarch qui a chassé",
			Legal: vtes.All(vtes.ActionSucceeded, func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return !p.Source.Locked && a.Kind == vtes.ActHunt && a.Actor.Controller == p.Seat &&
					isAnarch(g, a.Actor) && a.Actor.Ready()
			}),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.AddBlood(g.Action().Actor, 1)
			}},
	}}})
