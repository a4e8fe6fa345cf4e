package cards

import "kindred/vtes"

// Walk of Flame, not in the first round of a combat: [tha] strike 1R
// aggravated damage; [THA] 2R aggravated damage (§6.4, §6.7).
var _ = register(&vtes.CardDef{ID: 102139, Name: "Walk of Flame", Types: vtes.Combat,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayStrike, Disc: tha, Legal: afterFirstRound},
		vtes.Effect{Label: "1R aggravated damage", French: "à toute portée : 1 point de dégâts aggravés",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "Walk of Flame", Damage: 1, Ranged: true,
				Aggravated: true})},
		vtes.Effect{Label: "2R aggravated damage", French: "à toute portée : 2 points de dégâts aggravés",
			Resolve: vtes.StrikeWith(vtes.Strike{Label: "Walk of Flame", Damage: 2, Ranged: true,
				Aggravated: true})})})

// afterFirstRound: a combat is on, past its first round ("not usable
// during the first round").
func afterFirstRound(g *vtes.Game, p *vtes.Play) bool {
	cs := g.Combat()
	return cs != nil && cs.Round > 1
}
