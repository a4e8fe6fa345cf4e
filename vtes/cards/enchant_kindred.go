package cards

import "kindred/vtes"

// Enchant Kindred: bleed at +1; superior: +1 stealth, add 2 blood to a
// younger vampire in your uncontrolled region.
var _ = register(&vtes.CardDef{ID: 100640, Name: "Enchant Kindred", Types: vtes.Action,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayAction, Disc: pre, Level: inf, Directed: true,
			Target: vtes.TargetPrey}.Does(vtes.BleedAt(1)),
		{Kind: vtes.PlayAction, Disc: pre, Level: sup, Stealth: 1,
			Target: vtes.TargetOwnUncontrolled,
			Label:  "2 blood to a younger uncontrolled vampire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Target != nil && g.Younger(p.Target, p.Minion)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddUncontrolled(p.Target, 2) }},
	}})
