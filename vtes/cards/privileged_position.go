package cards

import "kindred/vtes"

// Privileged Position: unique master card, requiring 2 or more ready
// vampires who follow the Path of Power and the Inner Voice (§1.5.4, the
// second checked by its Legal); put in play. After a referendum called by
// a vampire its Methuselah controls passes, they can lock it to make their
// prey burn 1 pool.
var _ = register(&vtes.CardDef{ID: 102334, Name: "Privileged Position", Types: vtes.Master,
	Unique: true, Requires: vtes.Requirement{Path: vtes.PathPower},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", French: "mettre en jeu",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			n := 0
			for _, v := range g.ReadyMinions(p.Seat) {
				if g.Follows(v, vtes.PathPower) {
					n++
				}
			}
			return n >= 2
		},
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepAfterReferendum,
		Label: "lock: the prey burns 1 pool", French: "incliner : la proie brûle 1 réserve",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return !p.Source.Locked && a != nil && a.Referendum != nil && a.Referendum.Passed &&
				a.Referendum.Caller != nil && a.Referendum.Caller.Controller == p.Seat
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			g.BurnPool(g.Prey(p.Seat), 1)
		}}}}})
