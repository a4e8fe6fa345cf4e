package cards

import "kindred/vtes"

// Form of the Cobra: [pro] a combat card, strike: steal 1 blood or
// life, as blood; [PRO] an action modifier played as the action is
// announced: +1 stealth, even if not yet needed (§14 C26).
var _ = register(&vtes.CardDef{ID: 102224, Name: "Form of the Cobra",
	Types: vtes.ActionModifier | vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: pro, Level: inf, Label: "steal 1 blood",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "steal 1 blood", StealBlood: 1})},
		vtes.Mode{Kind: vtes.PlayModifier, Disc: pro, Level: sup,
			Step: vtes.StepAnnounced}.Does(vtes.AddStealth(1)),
	}})
