package cards

import "kindred/vtes"

// Deep Ecology: requires an Anarch; [ani] during an action directed at
// you, +2 intercept; [for] reduce a bleed against you by 2; [pro] a
// locked vampire burns 1 blood to unlock, and cannot without it (group
// G00097).
var _ = register(&vtes.CardDef{ID: 102219, Name: "Deep Ecology", Types: vtes.Reaction,
	Requires: vtes.Requirement{Anarch: true},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Disc: ani, Level: inf,
			Step:  vtes.StepBlockAttempt,
			Legal: vtes.All(vtes.Blocking, vtes.DirectedAtYou)}.Does(vtes.AddIntercept(2)),
		vtes.Mode{Kind: vtes.PlayReaction, Disc: frt, Level: inf,
			Legal: vtes.DuringBleedAgainstYou}.Does(vtes.ReduceBleed(2)),
		{Kind: vtes.PlayReaction, Disc: pro, Level: inf, ByLocked: true,
			Step: vtes.StepBlockDecision, Label: "burn 1 blood: unlock",
			Legal: vtes.All(vtes.Locked, func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Blood >= 1
			}),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(p.Minion, 1)
				vtes.Unlock(g, p)
			}},
	}})
