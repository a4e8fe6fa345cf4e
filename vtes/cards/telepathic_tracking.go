package cards

import "kindred/vtes"

// Telepathic Tracking, for 1 blood: a press, only to continue the
// combat; if another round occurs, 1 optional maneuver in it. [AUS]
// Only when both combatants are still ready and combat would end: a
// new round starts instead (after the presses, and after a round
// ended early, groups G00142, G00145).
var _ = register(&vtes.CardDef{ID: 101950, Name: "Telepathic Tracking", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayCombat, Disc: aus, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepPress, Label: "press to continue, a maneuver next round",
			Legal:   pressToContinue,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.Press(p.Minion); g.ManeuverNextRound(p.Minion) }},
		{Kind: vtes.PlayCombat, Disc: aus, Level: sup, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepEndOfRound, Label: "a new round", Legal: vtes.CombatWouldEnd,
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.StartNewRound() }},
	}})
