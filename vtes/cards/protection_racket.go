package cards

import "kindred/vtes"

// Protection Racket: requires an Anarch; +1 intercept, +1 more if the
// acting minion is titled (counted as played, [ANK 20190416]).
var _ = register(&vtes.CardDef{ID: 101501, Name: "Protection Racket", Types: vtes.Reaction,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt,
		Label: "+1 intercept (+2 against a titled minion)",
		Legal: vtes.Blocking,
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			n := 1
			if g.TitleOf(g.Action().Actor) != vtes.NoTitle {
				n = 2
			}
			vtes.AddIntercept(n).Resolve(g, p)
		}}}})
