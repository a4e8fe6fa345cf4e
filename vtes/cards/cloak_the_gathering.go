package cards

import "kindred/vtes"

// Cloak the Gathering: [obf] +1 stealth; [OBF] played not by the acting
// minion but by another ready vampire of its Methuselah (Mode.ByOther),
// locked or not [RTR 19941109] [LSJ 19980210], each such vampire once
// [ANK 20200515]: the acting minion gets +1 stealth. Only the acting
// Methuselah plays it [LSJ 19990425].
var _ = register(&vtes.CardDef{ID: 100362, Name: "Cloak the Gathering",
	Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayModifier, Disc: obf, Level: inf,
			Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
		{Kind: vtes.PlayModifier, Disc: obf, Level: sup, ByOther: true,
			Step: vtes.StepBlockAttempt, Label: "+1 stealth to the acting minion",
			Legal: vtes.BeingBlocked, Resolve: vtes.AddStealth(1).Resolve},
	}})
