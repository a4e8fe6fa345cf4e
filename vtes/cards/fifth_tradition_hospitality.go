package cards

import "kindred/vtes"

// Fifth Tradition: Hospitality: requires a prince or justicar; a +1
// stealth action costing 1 blood: add 4 blood to another vampire in
// play, directed only when another Methuselah controls it (A7).
var _ = register(&vtes.CardDef{ID: 100727, Name: "Fifth Tradition: Hospitality",
	Types:    vtes.Action,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Blood: 1},
		Target: vtes.TargetAnyVampire, Label: "4 blood to another vampire",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if t := p.Target; t.Ready() || t.Zone == vtes.ZoneTorpor {
				g.AddBlood(t, 4)
			}
		}}}})
