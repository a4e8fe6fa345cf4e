package cards

import "kindred/vtes"

// Fourth Tradition: The Accounting: requires a prince or justicar; +1
// stealth action costing 1 blood: add 3 blood to a younger vampire in
// your uncontrolled region.
var _ = register(&vtes.CardDef{ID: 100782, Name: "Fourth Tradition: The Accounting",
	Types:    vtes.Action,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Target: vtes.TargetOwnUncontrolled, Label: "3 blood to a younger uncontrolled vampire",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Target != nil && g.Younger(p.Target, p.Minion)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.AddUncontrolled(p.Target, 3) }}}})
