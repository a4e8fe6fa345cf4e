package cards

import "kindred/vtes"

// Thing: Gangrel; +1 stealth action: add 2 blood to a Gangrel in your
// uncontrolled region.
var _ = register(&vtes.CardDef{ID: 101972, Name: "Thing", Types: vtes.Action,
	Requires: vtes.Requirement{Clan: "Gangrel"},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Target: vtes.TargetOwnUncontrolled,
		Label: "2 blood to an uncontrolled Gangrel",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Target != nil && p.Target.Def.Clan == "Gangrel"
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddUncontrolled(p.Target, 2) }}}})
