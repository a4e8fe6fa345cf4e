package cards

import "kindred/vtes"

// Dominate Kine, for 2 blood: [dom] a +1 stealth Ⓓ bleed at +1; [DOM]
// Ⓓ steal a location, directed at its controller (group G00036); one
// on a minion goes on a minion of the new controller ([RTR 19960112],
// group G00066).
var _ = register(&vtes.CardDef{ID: 100573, Name: "Dominate Kine", Types: vtes.Action,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayAction, Disc: dom, Level: inf,
			Cost: vtes.Cost{Blood: 2}, Stealth: 1, Directed: true,
			Target: vtes.TargetPrey}.Does(vtes.BleedAt(1)),
		{Kind: vtes.PlayAction, Disc: dom, Level: sup, Cost: vtes.Cost{Blood: 2},
			Directed: true, Target: vtes.TargetInPlayCard, Label: "steal a location",
			Legal: targetLocation, Resolve: stealLocation},
	}})

// stealLocation moves the target location under the acting Methuselah's
// control; one on a minion goes on a minion of theirs, their choice.
func stealLocation(g *vtes.Game, p *vtes.Play) {
	t := p.Target
	switch {
	case t.Zone == vtes.ZoneInPlay:
		g.Steal(t, p.Seat)
	case g.Host(t) != nil:
		g.Attach(t, g.Choose(p.Seat, controlledMinions(g, p.Seat)))
		t.Controller = p.Seat // a master card does not follow its host
		g.Changed(t)
	}
}
