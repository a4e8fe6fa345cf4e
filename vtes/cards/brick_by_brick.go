package cards

import "kindred/vtes"

// Brick by Brick, for 1 blood. [tha] a maneuver (§6.3). [vis] strike: 2R
// damage, with 1 optional maneuver (§6.4). [VIS] before range is
// determined, the vampire sets this round's range, close or long: no
// maneuvers are made this round (group G00127; combatrounds.go).
var _ = register(&vtes.CardDef{ID: 100252, Name: "Brick by Brick", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: tha, Level: inf, Cost: vtes.Cost{Blood: 1},
			Step: vtes.StepManeuver}.Does(vtes.Maneuver()),
		{Kind: vtes.PlayStrike, Disc: vtes.Visceratika, Level: inf, Cost: vtes.Cost{Blood: 1},
			Maneuver: true, Label: "2R damage, with 1 optional maneuver",
			French:  "2 dégâts à distance, avec 1 manœuvre optionnelle",
			Resolve: vtes.StrikeWith(brickStrike)},
		brickRange(false, "set close range for this round", "fixer la portée courte pour ce round"),
		brickRange(true, "set long range for this round", "fixer la portée longue pour ce round"),
	}})

// brickStrike is Brick by Brick's ranged strike.
var brickStrike = vtes.Strike{Label: "Brick by Brick", Damage: 2, Ranged: true}

// brickRange is Brick by Brick's superior mode setting the range to long
// or close.
func brickRange(long bool, label, french string) vtes.Mode {
	return vtes.Mode{Kind: vtes.PlayCombat, Disc: vtes.Visceratika, Level: sup,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBeforeRange, Label: label, French: french,
		Legal:   vtes.RangeOpen,
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.SetRange(p.Minion, long) }}
}
