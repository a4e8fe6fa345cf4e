package cards

import "kindred/vtes"

// Chiropteran Marauder: [vic] maneuver (§6.3); [VIC] burn 1 blood to make
// the damage of this vampire's hand strikes aggravated this round (§6.7).
// That blood is the effect's cost, not the card's, so what lowers card
// costs does not lower it (Dragos: [LSJ 20090107], [LSJ 20070829-3]).
var _ = register(&vtes.CardDef{ID: 100344, Name: "Chiropteran Marauder", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: vtes.Vicissitude, Level: inf,
			Step: vtes.StepManeuver}.Does(vtes.Maneuver()),
		{Kind: vtes.PlayCombat, Disc: vtes.Vicissitude, Level: sup, Step: vtes.StepBeforeStrikes,
			Label:  "burn 1 blood: aggravated hand strikes this round",
			French: "brûler 1 sang : frappes à mains nues aggravées ce round-ci",
			Legal:  func(_ *vtes.Game, p *vtes.Play) bool { return p.Minion.Blood >= 1 },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(p.Minion, 1)
				vtes.AggravatedHandStrikes(g, p)
			}},
	}})
