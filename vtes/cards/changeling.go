package cards

import "kindred/vtes"

// Changeling: [vic] during a bleed, +1 bleed, limited (§14 C19); [VIC]
// +1 stealth during any action, only while it is being blocked (§4.3).
var _ = register(&vtes.CardDef{ID: 100324, Name: "Changeling", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Vicissitude, Level: inf}.Does(vtes.MoreBleed(1)),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Vicissitude, Level: sup,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
	}})
