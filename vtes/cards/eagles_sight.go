package cards

import "kindred/vtes"

// Eagle's Sight: [aus] +1 intercept; [AUS] this vampire attempts to block
// the current action though its Methuselah may not block it (not the
// prey, predator or target): only who may block is set aside, and a
// Methuselah who declined to block has decided ([RTR 19950413] [RTR
// 20020501]); one card, one attempt ([LSJ 20030227]; outsideblock.go,
// §4.2, §14 C28).
var _ = register(&vtes.CardDef{ID: 100598, Name: "Eagle's Sight", Types: vtes.Reaction,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayReaction, Disc: aus, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.Blocking}.Does(vtes.AddIntercept(1)),
		{Kind: vtes.PlayReaction, Disc: aus, Level: sup, Step: vtes.StepAfterBlocks,
			Label:   "attempt to block, ignoring who may block",
			French:  "tenter de bloquer, en ignorant les restrictions de proie, prédateur ou cible",
			Legal:   vtes.MayBlockFromOutside,
			Resolve: vtes.AttemptBlockFromOutside},
	}})
