package cards

import "kindred/vtes"

// Cats' Guidance: a locked vampire who blocked unlocks after the block;
// superior: +1 intercept.
var _ = register(&vtes.CardDef{ID: 100308, Name: "Cats' Guidance", Types: vtes.Reaction,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayReaction, Disc: ani, Level: inf, ByLocked: true,
			Step: vtes.StepAfterAction, Label: "unlock after blocking",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return a != nil && a.Blocked && a.Blocker == p.Minion && p.Minion.Locked && p.Minion.IsVampire()
			}, Resolve: vtes.Unlock},
		vtes.Mode{Kind: vtes.PlayReaction, Disc: ani, Level: sup,
			Step: vtes.StepBlockAttempt, Legal: vtes.Blocking}.Does(vtes.AddIntercept(1)),
	}})
