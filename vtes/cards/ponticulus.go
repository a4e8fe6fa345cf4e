package cards

import "kindred/vtes"

// Ponticulus, Tremere, for 2 pool: unique wraith ally with 1 life, 0
// strength, 0 bleed. +1 intercept during actions directed at his
// Methuselah (or at what they control, as Abbot); he can lock to give
// any Tremere attempting to block +1 intercept (§4.3); immune to
// non-aggravated damage; he cannot act, nor have or use equipment
// (cannotact.go, nogear.go).
var _ = register(&vtes.CardDef{ID: 101419, Name: "Ponticulus", Types: vtes.Ally,
	Unique: true, Requires: vtes.Requirement{Clan: "Tremere"}, Wraith: true,
	Life: 1, NoActions: true, ImmuneNonAggravated: true, NoEquipment: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Stealth: 1, Cost: vtes.Cost{Pool: 2},
		Label: "recruit", Resolve: vtes.RecruitAlly(1)}},
	Static: vtes.Static{
		Intercept: func(_ *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
			if a != nil && a.Directed && a.TargetSeat == m.Controller {
				return 1
			}
			return 0
		},
		Abilities: []vtes.Ability{{Step: vtes.StepBlockAttempt,
			Label:  "lock: +1 intercept to the blocking Tremere",
			French: "incliner : +1 interception au Trémère qui bloque",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				a := g.Action()
				return !p.Source.Locked && p.Source.Ready() && a != nil && a.Blocker != nil &&
					a.Blocker.IsVampire() && a.Blocker.Def.Clan == "Tremere" &&
					a.Intercept < a.Stealth
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.Action().Intercept++
			}}}}})
