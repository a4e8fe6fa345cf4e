package cards

import "kindred/vtes"

// Resist Earth's Grasp: press, or maneuver with 1 optional press;
// superior: +1 stealth.
var _ = register(&vtes.CardDef{ID: 101610, Name: "Resist Earth's Grasp",
	Types: vtes.ActionModifier | vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepPress}.Does(vtes.Press()),
		{Kind: vtes.PlayCombat, Disc: cel, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepManeuver, Label: "maneuver with 1 optional press",
			Legal: vtes.CanManeuver,
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				vtes.ManeuverNow(g, p)
				vtes.GainPress(1)(g,
					p)
			}},
		vtes.Mode{Kind: vtes.PlayModifier, Disc: cel, Level: sup,
			Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt,
			Legal: vtes.BeingBlocked}.Does(vtes.AddStealth(1)),
	}})
