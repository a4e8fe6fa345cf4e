package cards

import "kindred/vtes"

// Flash: maneuver or press; superior: maneuver with 1 optional press
// (§6.3, §6.6).
var _ = register(&vtes.CardDef{ID: 100744, Name: "Flash", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: inf,
			Step: vtes.StepManeuver}.Does(vtes.Maneuver()),
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: inf,
			Step: vtes.StepPress}.Does(vtes.Press()),
		{Kind: vtes.PlayCombat, Disc: cel, Level: sup,
			Step: vtes.StepManeuver, Label: "maneuver with 1 optional press",
			Legal: vtes.CanManeuver,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.ManeuverNow(g, p)
				vtes.GainPress(1)(g, p)
			}},
	}})
