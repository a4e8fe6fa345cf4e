package cards

import "kindred/vtes"

// Bowl of Convergence: unique equipment, equipped as a +1 stealth action
// (§3.5.3); its bearer with Auspex gets +1 intercept; with superior
// Auspex it may also burn 1 blood once during an action for another +1
// intercept, as it attempts to block and is short of it (§4.3).
var _ = register(&vtes.CardDef{ID: 100243, Name: "Bowl of Convergence", Types: vtes.Equipment,
	Unique: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Label: "equip",
		Resolve: vtes.PutOnMinion(0)}},
	Static: vtes.Static{
		Intercept: func(g *vtes.Game, source, m *vtes.Card, _ *vtes.ActionState) int {
			if m.IsVampire() && g.Level(m, aus) >= inf {
				return 1
			}
			return 0
		},
		Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
			Label: "burn 1 blood: +1 intercept", French: "brûler 1 sang : +1 en interception",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a, h := g.Action(), g.Host(p.Source)
				return a != nil && h != nil && a.Blocker == h && a.Intercept < a.Stealth &&
					!p.Source.UsedAction && h.IsVampire() && g.Level(h, aus) == sup && h.Blood >= 1
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.MarkUsedAction(p.Source)
				g.LoseBlood(g.Host(p.Source), 1)
				g.Action().Intercept++
			}}}}})
