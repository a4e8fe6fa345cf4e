package cards

import "kindred/vtes"

// Thrown Gate: [pot] strike: 1R damage, with 1 optional maneuver; [POT]
// 2R damage, with 1 optional maneuver (§6.3, §6.4: the maneuver is made
// as the range is determined, the card then being the minion's strike).
var _ = register(&vtes.CardDef{ID: 101982, Name: "Thrown Gate", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: pot, Level: inf, Maneuver: true,
			Label:   "1R damage, with 1 optional maneuver",
			French:  "à toute portée : 1 point de dégâts, avec 1 manœuvre optionnelle",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "Thrown Gate", Damage: 1, Ranged: true})},
		{Kind: vtes.PlayStrike, Disc: pot, Level: sup, Maneuver: true,
			Label:   "2R damage, with 1 optional maneuver",
			French:  "à toute portée : 2 points de dégâts, avec 1 manœuvre optionnelle",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "Thrown Gate", Damage: 2, Ranged: true})},
	}})
