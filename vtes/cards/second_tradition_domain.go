package cards

import "kindred/vtes"

// Second Tradition: Domain: requires a prince or justicar; +2
// intercept; or a locked prince or justicar burns 1 blood to unlock and
// attempt to block at once with +2 intercept.
var _ = register(&vtes.CardDef{ID: 101706, Name: "Second Tradition: Domain",
	Types:    vtes.Reaction,
	Requires: vtes.Requirement{TitleIn: []vtes.Title{vtes.Prince, vtes.Justicar}},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Step: vtes.StepBlockAttempt,
			Legal: vtes.Blocking}.Does(vtes.AddIntercept(2)),
		{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision,
			Label: "burn 1 blood: unlock and block with +2 intercept",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Locked && p.Minion.Blood >= 1
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(p.Minion, 1)
				g.Unlock(p.Minion)
				a := g.Action()
				a.ExtraIntercept = append(a.ExtraIntercept, vtes.Bonus{Minion: p.Minion, N: 2})
				vtes.AttemptBlock(g, p)
			}},
	}})
