package cards

import "kindred/vtes"

// Breath of the Dragon, for 1 blood: [vic] strike: 1R aggravated damage,
// and used at close range its striking vampire takes 1 environmental
// aggravated damage; [VIC] 2R and 2 ([LSJ 19970801]: the damage to the
// striker is environmental; selfdamage.go, §6.4, §14 C34).
var _ = register(&vtes.CardDef{ID: 100250, Name: "Breath of the Dragon", Types: vtes.Combat,
	Modes: []vtes.Mode{
		{Kind: vtes.PlayStrike, Disc: vtes.Vicissitude, Level: inf, Cost: vtes.Cost{Blood: 1},
			Label:   "1R aggravated damage, 1 aggravated damage to itself at close range",
			French:  "à toute portée : 1 point de dégâts aggravés, 1 point de dégâts aggravés à lui-même à courte portée",
			Resolve: vtes.StrikeWith(dragonBreath(1))},
		{Kind: vtes.PlayStrike, Disc: vtes.Vicissitude, Level: sup, Cost: vtes.Cost{Blood: 1},
			Label:   "2R aggravated damage, 2 aggravated damage to itself at close range",
			French:  "à toute portée : 2 points de dégâts aggravés, 2 points de dégâts aggravés à lui-même à courte portée",
			Resolve: vtes.StrikeWith(dragonBreath(2))},
	}})

// dragonBreath is Breath of the Dragon's ranged aggravated strike of n,
// which burns its own striker for n at close range.
func dragonBreath(n int) vtes.Strike {
	return vtes.Strike{Label: "Breath of the Dragon", Damage: n, Ranged: true, Aggravated: true,
		SelfAggravated: n}
}
