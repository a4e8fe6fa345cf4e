package cards

import "kindred/vtes"

// Entrancement: bleed at +1; superior: +1 stealth, Ⓓ steal an ally
// controlled by another Methuselah.
var _ = register(&vtes.CardDef{ID: 100652, Name: "Entrancement", Types: vtes.Action,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayAction, Disc: pre, Level: inf, Directed: true,
			Target: vtes.TargetPrey}.Does(vtes.BleedAt(1)),
		{Kind: vtes.PlayAction, Disc: pre, Level: sup, Stealth: 1, Directed: true,
			Target: vtes.TargetAlly, Label: "steal an ally",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				if p.Target.Ready() {
					g.Steal(p.Target, p.Seat)
				}
			}},
	}})
