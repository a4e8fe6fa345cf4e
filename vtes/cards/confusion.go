package cards

import "kindred/vtes"

// Confusion, during a bleed only ([ANK 20171023]): +1 bleed, limited
// (§14 C19); [DEM] +1 stealth and +1 bleed, the stealth only while the
// bleed is being blocked (as Bonding, [TOM 19951109]).
var _ = register(&vtes.CardDef{ID: 100405, Name: "Confusion", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Dementation, Level: inf}.Does(vtes.MoreBleed(1)),
		vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Dementation, Level: sup,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(
			vtes.Both(vtes.AddStealth(1), vtes.MoreBleed(1))),
	}})
