package cards

import "kindred/vtes"

// Carlton Van Wyk, recruited as an action for 2 pool: a unique mortal ally
// with 2 life, 0 strength, 0 bleed. He can strike: 1R damage, and once
// each combat: dodge; he gets +1 intercept against vampires. During his
// Methuselah's discard phase, they can burn him to burn a vampire who has
// committed diablerie since their last turn (diableriesince.go), one
// committed in the turn he was recruited too ([ANK 20180517]); a blood
// hunt burning a vampire is no diablerie ([LSJ 20090724]).
var _ = register(&vtes.CardDef{ID: 100298, Name: "Carlton Van Wyk", Types: vtes.Ally,
	Unique: true, Life: 2, Strength: 0, BleedAmount: 0,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "recruit", French: "recruter", Resolve: vtes.RecruitAlly(2)}},
	Static: vtes.Static{
		Strike: &vtes.StrikeSpec{Label: "dodge", French: "esquive", Dodge: true, OncePerCombat: true},
		Strikes: func(_ *vtes.Game, c, m *vtes.Card) []vtes.Strike {
			if c != m {
				return nil
			}
			return []vtes.Strike{{Label: "1R damage", Damage: 1, Ranged: true}}
		},
		Intercept: func(_ *vtes.Game, source, m *vtes.Card, a *vtes.ActionState) int {
			if m == source && a != nil && a.Actor != nil && a.Actor.IsVampire() {
				return 1
			}
			return 0
		},
		Abilities: []vtes.Ability{{Step: vtes.StepDiscardPhase,
			Label:  "burn Carlton Van Wyk: burn a vampire who committed diablerie",
			French: "brûler Carlton Van Wyk : brûler un vampire qui a commis une diablerie",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Source.Ready() && len(g.DiableristsSince(p.Seat)) > 0
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				v := g.Choose(p.Seat, g.DiableristsSince(p.Seat))
				g.Burn(p.Source)
				if v != nil {
					g.Burn(v)
				}
			}}}}})
