package cards

import "kindred/vtes"

// Subversion, Path of Cathari, either Discipline ([cel] or [pre], group
// G00086): [cel]/[pre] +1 stealth, when needed (§4.3); [CEL]/[PRE] during
// a bleed, +1 bleed (limited, §14 C19), or +1 stealth and +1 bleed, the
// stealth only while the bleed is being blocked (as Bonding).
var _ = register(&vtes.CardDef{ID: 102341, Name: "Subversion", Types: vtes.ActionModifier,
	Requires: vtes.Requirement{Path: vtes.PathCathari},
	Modes: vtes.EitherDisc([]vtes.Disc{cel, pre}, func(d vtes.Disc) []vtes.Mode {
		return []vtes.Mode{
			vtes.Mode{Kind: vtes.PlayModifier, Disc: d, Level: inf, Step: vtes.StepBlockAttempt,
				Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
			vtes.Mode{Kind: vtes.PlayModifier, Disc: d, Level: sup}.Does(vtes.MoreBleed(1)),
			vtes.Mode{Kind: vtes.PlayModifier, Disc: d, Level: sup, Step: vtes.StepBlockAttempt,
				Legal: vtes.BeingBlocked}.Does(vtes.Both(vtes.AddStealth(1), vtes.MoreBleed(1))),
		}
	})})
