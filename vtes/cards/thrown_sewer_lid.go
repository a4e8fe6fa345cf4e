package cards

import "kindred/vtes"

// Thrown Sewer Lid: only at long range; [pot] strike: 3R damage; [POT]
// as well, with an optional press (§6.4, §6.6).
var _ = register(&vtes.CardDef{ID: 101983, Name: "Thrown Sewer Lid", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: pot, Level: inf, Legal: atLongRange,
			Label: "3R damage", French: "3 points de dégâts à distance",
			Resolve: vtes.StrikeWith(sewerLid)},
		{Kind: vtes.PlayStrike, Disc: pot, Level: sup, Legal: atLongRange,
			Label:   "3R damage, with an optional press",
			French:  "3 points de dégâts à distance, avec une poursuite optionnelle",
			Resolve: all(vtes.StrikeWith(sewerLid), vtes.GainPress(1))},
	}})

// sewerLid is Thrown Sewer Lid's ranged strike.
var sewerLid = vtes.Strike{Label: "Thrown Sewer Lid", Damage: 3, Ranged: true}

// atLongRange: "only usable at long range".
func atLongRange(g *vtes.Game, _ *vtes.Play) bool {
	cs := g.Combat()
	return cs != nil && cs.Long
}
