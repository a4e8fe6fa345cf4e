package cards

import "kindred/vtes"

// Apportation: [tha] press, only to continue the combat: not while a
// press to continue stands (§6.6); [THA] maneuver.
var _ = register(&vtes.CardDef{ID: 100077, Name: "Apportation", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: tha, Level: inf, Step: vtes.StepPress,
			Label: "press to continue", Legal: pressToContinue, Resolve: vtes.PressNow},
		vtes.Mode{Kind: vtes.PlayCombat, Disc: tha, Level: sup,
			Step: vtes.StepManeuver}.Does(vtes.Maneuver()),
	}})
