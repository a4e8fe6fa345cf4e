package cards

import "kindred/vtes"

// Rewilding: a Gangrel's Ⓓ action: burn a location and burn 2 pool
// from its controller (directed at them, group G00036).
var _ = register(&vtes.CardDef{ID: 101632, Name: "Rewilding", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Gangrel"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Directed: true, Target: vtes.TargetInPlayCard,
		Label: "burn a location and 2 pool",
		Legal: targetLocation,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			seat := p.Target.Controller
			if p.Target.Zone == vtes.ZoneInPlay || p.Target.Zone == vtes.ZoneAttached {
				burnTarget(g, p)
				g.BurnPool(seat, 2)
			}
		}}}})
