package cards

import (
	"kindred/vtes"
)

// Precognition: +1 intercept; [AUS] and, if this vampire blocks, it
// may prevent 1 damage in the first round of that combat only: not a
// later combat ([LSJ 20010813], [LSJ 20010819-2]); given again by a
// second block of the action ([LSJ 20010814-2]).
var _ = register(&vtes.CardDef{ID: 101475, Name: "Precognition", Types: vtes.Reaction,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayReaction, Disc: aus, Level: inf, Step: vtes.StepBlockAttempt, Label: "+1 intercept", Legal: vtes.Blocking, Resolve: vtes.AddIntercept(1)},
		{Kind: vtes.PlayReaction, Disc: aus, Level: sup, Step: vtes.StepBlockAttempt, Label: "+1 intercept, prevent 1 in the first round if blocking", Legal: vtes.Blocking,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.AddIntercept(1)(g, p)
				a := g.Action()
				a.PreventFirstRoundOnBlock = append(a.PreventFirstRoundOnBlock, vtes.Bonus{Minion: p.Minion, N: 1})
			}},
	}})
