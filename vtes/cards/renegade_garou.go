package cards

import "kindred/vtes"

// Renegade Garou, Gangrel, for 5 pool: werewolf ally with 3 life, 2
// strength, 0 bleed (§3.5.5). He gets 1 additional strike each round,
// limited (§6.5), and 1 optional maneuver each combat; he can enter
// combat with a minion another Methuselah controls as a +1 stealth Ⓓ
// action (§6.1); with 2 or fewer life in his Methuselah's unlock phase,
// he gains 1 life.
var _ = register(&vtes.CardDef{ID: 101602, Name: "Renegade Garou", Types: vtes.Ally, Werewolf: true,
	Requires: vtes.Requirement{Clan: "Gangrel"}, Life: 3, Strength: 2,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 5},
		Label: "recruit", Resolve: vtes.RecruitAlly(3)}},
	Static: vtes.Static{
		Maneuvers: vtes.EachCombat(1),
		Actions:   []vtes.Mode{stealthy(enterCombatWithMinion(), 1)},
		Abilities: []vtes.Ability{{Step: vtes.StepAdditionalStrikes,
			Label: "1 additional strike", French: "1 frappe supplémentaire",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return ownCombatant(g, p.Seat) == p.Source &&
					vtes.CanGainStrikes(g, &vtes.Play{Seat: p.Seat, Minion: p.Source})
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.GainStrikes(p.Source, 1) }}},
		OnUnlock: func(g *vtes.Game, c *vtes.Card) {
			if c.Ready() && c.Blood <= 2 {
				g.AddBlood(c, 1)
			}
		}}})

// stealthy returns action mode m at +n stealth ("as a +1 stealth
// action").
func stealthy(m vtes.Mode, n int) vtes.Mode {
	m.Stealth = n
	return m
}
