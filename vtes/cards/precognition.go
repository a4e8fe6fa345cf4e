package cards

import "kindred/vtes"

// Precognition: +1 intercept; [AUS] and, if this vampire blocks, it
// may prevent 1 damage in the first round of that combat only: not a
// later combat ([LSJ 20010813], [LSJ 20010819-2]); given again by a
// second block of the action ([LSJ 20010814-2]).
var _ = register(&vtes.CardDef{ID: 101475, Name: "Precognition", Types: vtes.Reaction,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: aus,
		Step: vtes.StepBlockAttempt, Legal: vtes.Blocking},
		vtes.AddIntercept(1),
		vtes.Effect{Label: "+1 intercept, prevent 1 in the first round if blocking",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.AddIntercept(1).Resolve(g, p)
				a := g.Action()
				a.PreventFirstRoundOnBlock = append(a.PreventFirstRoundOnBlock,
					vtes.Bonus{Minion: p.Minion,
						N: 1})
			}})})
