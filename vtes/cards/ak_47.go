package cards

import "kindred/vtes"

// AK-47, for 5 pool: a weapon, a gun, equipped as a +1 stealth action
// (§3.5.3); strike: 2R damage, with 1 optional maneuver each combat. After
// its bearer strikes with it, they get 1 additional strike this round,
// limited (not once another effect gave additional strikes, §6.5), only
// usable to strike with it (a fixed additional strike; given as the
// gun's strike is chosen, vtes/strikecost.go).
var _ = register(&vtes.CardDef{ID: 100032, Name: "AK-47", Types: vtes.Equipment, Gun: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 5},
		Label: "equip", Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{Strike: &vtes.StrikeSpec{Label: "2R damage",
		French: "2 dégâts à distance", Damage: 2, Ranged: true, Maneuver: true,
		OnChosen: func(g *vtes.Game, gun *vtes.Card) {
			bearer := g.Host(gun)
			if bearer == nil || !vtes.MayGainStrikes(g, &vtes.Play{Minion: bearer}) {
				return
			}
			g.GainFixedStrike(bearer, vtes.Strike{Label: "2R damage", Damage: 2, Ranged: true,
				Weapon: gun})
		}}}})
