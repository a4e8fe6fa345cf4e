package cards

import "kindred/vtes"

// Enhanced Senses: +1 intercept (+2 superior).
var _ = register(&vtes.CardDef{ID: 100644, Name: "Enhanced Senses", Types: vtes.Reaction,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayReaction, Disc: aus,
		Step: vtes.StepBlockAttempt, Legal: vtes.Blocking},
		vtes.AddIntercept(1),
		vtes.AddIntercept(2))})
