package cards

import "kindred/vtes"

// The Warrens: Nosferatu; during an action directed at you: +2
// intercept, +1 more if this Nosferatu is titled.
var _ = register(&vtes.CardDef{ID: 102216, Name: "The Warrens", Types: vtes.Reaction,
	Requires: vtes.Requirement{Clan: "Nosferatu"},
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt,
		Cost: vtes.Cost{Blood: 1}, Label: "+2 intercept (+3 if titled)",
		Legal: vtes.All(vtes.Blocking, vtes.DirectedAtYou),
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			n := 2
			if g.TitleOf(p.Minion) != vtes.NoTitle {
				n = 3
			}
			vtes.AddIntercept(n).Resolve(g, p)
		}}}})
