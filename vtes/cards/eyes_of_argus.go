package cards

import "kindred/vtes"

// Eyes of Argus: [aus] during an action directed at you or a card you
// control, +2 intercept; [AUS] a locked vampire wakes: it may block
// and react this action (§14 C3; group G00115).
var _ = register(&vtes.CardDef{ID: 100680, Name: "Eyes of Argus", Types: vtes.Reaction,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Disc: aus, Level: inf,
			Step:  vtes.StepBlockAttempt,
			Legal: vtes.All(vtes.Blocking, vtes.DirectedAtYou)}.Does(vtes.AddIntercept(2)),
		{Kind: vtes.PlayReaction, Disc: aus, Level: sup, ByLocked: true,
			Step: vtes.StepBlockDecision, Label: "wake",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Locked && !p.Minion.Woken && p.Minion.IsVampire()
			},
			Resolve: vtes.Wake},
	}})
