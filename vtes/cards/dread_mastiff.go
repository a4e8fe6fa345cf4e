package cards

import "kindred/vtes"

// Dread Mastiff, Path of Caine, [ani], for 1 blood: animal retainer with
// 2 life; each round of combat at close range, during normal strike
// resolution, it inflicts 1 damage on the opposing minion (as Murder of
// Crows's, environmental: §14 C34); superior, its employer also gets 1
// optional press each combat (§6.6).
var _ = register(&vtes.CardDef{ID: 102317, Name: "Dread Mastiff", Types: vtes.Retainer,
	Animal: true, Requires: vtes.Requirement{Path: vtes.PathCaine},
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayAction, Disc: ani, Stealth: 1,
		Cost: vtes.Cost{Blood: 1}},
		vtes.Effect{Label: "employ", Resolve: vtes.PutOnMinion(2)},
		vtes.Effect{Label: "employ (superior)", Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.PutOnMinion(2)(g, p)
			p.Card.Superior = true // the level it was employed at, kept on the card
			g.Changed(p.Card)
		}}),
	Static: vtes.Static{
		RoundDamage: func(g *vtes.Game, _ *vtes.Card) int {
			if cs := g.Combat(); cs != nil && !cs.Long {
				return 1
			}
			return 0
		},
		Presses: func(_ *vtes.Game, source, _ *vtes.Card) int {
			if source.Superior {
				return 1
			}
			return 0
		}}})
