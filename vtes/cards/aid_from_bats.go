package cards

import "kindred/vtes"

// Aid from Bats: [ani] strike 1R damage, with 1 optional maneuver; [ANI]
// as well, with 1 optional press (§6.3, §6.6). Cancelling the maneuver
// does not cancel the strike ([LSJ 20050228-3]).
var _ = register(&vtes.CardDef{ID: 100029, Name: "Aid from Bats", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: ani, Level: inf, Maneuver: true,
			Label: "1R damage, with 1 optional maneuver", French: "à toute portée : 1 point de dégâts, avec 1 manœuvre optionnelle",
			Resolve: vtes.StrikeWith(batsStrike)},
		{Kind: vtes.PlayStrike, Disc: ani, Level: sup, Maneuver: true,
			Label:   "1R damage, with 1 optional maneuver and 1 optional press",
			French:  "à toute portée : 1 point de dégâts, avec 1 manœuvre et 1 poursuite optionnelles",
			Resolve: all(vtes.StrikeWith(batsStrike), vtes.GainPress(1))},
	}})

// batsStrike is Aid from Bats' ranged strike.
var batsStrike = vtes.Strike{Label: "Aid from Bats", Damage: 1, Ranged: true}
