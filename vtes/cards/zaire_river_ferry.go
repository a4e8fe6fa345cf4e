package cards

import "kindred/vtes"

// Zaire River Ferry, Lasombra, for 2 blood: equipment that is a location
// and a haven, unique, equipped as a +1 stealth action (§3.5.3) by a
// vampire without a haven; in play it counts as no equipment
// (locationequipment.go). Lock it as an action directed at its Lasombra
// is announced: the action fails (§14 C26); lock it for +1 stealth to its
// Lasombra's action, offered while a block of it is attempted and the
// stealth falls short (§4.3).
var _ = register(&vtes.CardDef{ID: 102203, Name: "Zaire River Ferry", Types: vtes.Equipment,
	Unique: true, Location: true, Haven: true, Requires: vtes.Requirement{Clan: "Lasombra"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 2},
		Label: "equip", French: "s'équiper",
		Legal:   func(g *vtes.Game, p *vtes.Play) bool { return !g.HasHaven(p.Minion) },
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Abilities: []vtes.Ability{
		{Step: vtes.StepAnnounced, Label: "lock: the action directed at this Lasombra fails",
			French: "s'incliner : l'action dirigée contre ce Lasombra échoue",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a, h := g.Action(), g.Host(p.Source)
				return !p.Source.Locked && a != nil && h != nil && a.Directed && a.Target == h &&
					a.Actor.Controller != p.Seat
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.FailAction()
			}},
		{Step: vtes.StepBlockAttempt, Label: "lock: +1 stealth to this Lasombra",
			French: "s'incliner : +1 discrétion pour ce Lasombra",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return !p.Source.Locked && vtes.BeingBlocked(g, p) && a.Actor == g.Host(p.Source)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Action().Stealth++
			}},
	}}})
