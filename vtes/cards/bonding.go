package cards

import "kindred/vtes"

// Bonding, during a bleed: +1 bleed, limited (§14 C19); [DOM] also +1
// stealth, so only while the bleed is being blocked ([TOM 19951109]).
var _ = register(&vtes.CardDef{ID: 100236, Name: "Bonding", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: dom, Level: inf}.Does(vtes.MoreBleed(1)),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: dom, Level: sup, Step: vtes.StepBlockAttempt,
			Legal: vtes.BeingBlocked}.Does(vtes.Both(vtes.AddStealth(1), vtes.MoreBleed(1))),
	}})
