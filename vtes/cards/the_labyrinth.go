package cards

import "kindred/vtes"

// The Labyrinth: unique location; lock to give a Nosferatu you control
// +1 stealth.
var _ = register(&vtes.CardDef{ID: 101070, Name: "The Labyrinth", Types: vtes.Master,
	Unique: true, Location: true, Requires: vtes.Requirement{Clan: "Nosferatu"},
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Cost: vtes.Cost{Pool: 1}, Label: "location",
		Resolve: vtes.PutInPlay}},
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
		Label: "lock: +1 stealth to a Nosferatu",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			return !p.Source.Locked && vtes.BeingBlocked(g, p) && a.Actor.Controller == p.Seat && a.Actor.Def.Clan == "Nosferatu"
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Lock(p.Source)
			vtes.AddStealth(1).Resolve(g,
				p)
		}}}}})
