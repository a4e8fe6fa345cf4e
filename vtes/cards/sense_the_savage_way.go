package cards

import "kindred/vtes"

// Sense the Savage Way: requires a vampire of capacity 7 or more; +1
// intercept; superior: a locked vampire unlocks and attempts to block
// (group G00123), not one the action bars from blocking (group G00124).
var _ = register(&vtes.CardDef{ID: 101717, Name: "Sense the Savage Way", Types: vtes.Reaction,
	Requires: vtes.Requirement{MinCapacity: 7},
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Disc: ani, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.Blocking}.Does(vtes.AddIntercept(1)),
		{Kind: vtes.PlayReaction, Disc: ani, Level: sup, ByLocked: true,
			Step:  vtes.StepBlockDecision,
			Label: "unlock and block", French: "se dégager et tenter de bloquer",
			Legal: vtes.All(vtes.Locked, mayBlockIfUnlocked),
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.Unlock(g, p)
				vtes.AttemptBlock(g, p)
			}},
	}})
