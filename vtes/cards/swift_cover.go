package cards

import "kindred/vtes"

// Swift Cover, Path of Cathari, either Discipline ([cel] or [obf], group
// G00086), combat card or action modifier, of the type it is played as
// ([PIB 20150924-2]): [cel]/[obf] strike: dodge; [CEL]/[OBF] +1 stealth,
// when needed (§4.3).
var _ = register(&vtes.CardDef{ID: 102342, Name: "Swift Cover",
	Types: vtes.ActionModifier | vtes.Combat, Requires: vtes.Requirement{Path: vtes.PathCathari},
	Modes: vtes.EitherDisc([]vtes.Disc{cel, obf}, func(d vtes.Disc) []vtes.Mode {
		return []vtes.Mode{
			vtes.Mode{Kind: vtes.PlayStrike, Disc: d, Level: inf}.Does(vtes.Dodge()),
			vtes.Mode{Kind: vtes.PlayModifier, Disc: d, Level: sup, Step: vtes.StepBlockAttempt,
				Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
		}
	})})
