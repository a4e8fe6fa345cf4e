package cards

import "kindred/vtes"

// Soul Burn, for 1 blood: strike, 1R damage (2R superior). Fortitude
// cards cannot prevent its damage (group G00141), and once it resolves
// the opposing vampire's weapon strikes inflict no damage this round: not
// if it is dodged, not a weapon's first strike resolved before it ([LSJ
// 20040928]).
var _ = register(&vtes.CardDef{ID: 101829, Name: "Soul Burn", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: tha,
		Cost: vtes.Cost{Blood: 1}},
		vtes.Effect{Label: "1R damage, weapons void", French: "à toute portée : 1 point de dégâts, armes sans effet",
			Resolve: soulBurn(1)},
		vtes.Effect{Label: "2R damage, weapons void", French: "à toute portée : 2 points de dégâts, armes sans effet",
			Resolve: soulBurn(2)})})

// soulBurn is Soul Burn's ranged strike for n damage.
func soulBurn(n int) func(g *vtes.Game, p *vtes.Play) {
	return vtes.StrikeWith(vtes.Strike{Label: "Soul Burn", Damage: n, Ranged: true,
		Effect: voidWeaponsNoFortitude})
}
