package cards

import "kindred/vtes"

// Mind Tricks, for 1 blood: +1 stealth, only when needed (§4.3); [DEM] as
// above, and if the vampire is blocked, 1 optional maneuver or press in
// the resulting combat, used as either (maneuverorpress.go; §6.3, §6.6).
var _ = register(&vtes.CardDef{ID: 101216, Name: "Mind Tricks", Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: vtes.Dementation,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt, Legal: vtes.BeingBlocked},
		vtes.AddStealth(1),
		vtes.AddStealth(1).And("1 maneuver or press if blocked",
			"1 manœuvre ou poursuite optionnelle si bloqué",
			func(g *vtes.Game, p *vtes.Play) {
				m := p.Minion
				g.OnBlockCombat(func(g *vtes.Game, cs *vtes.CombatState) {
					cs.GainManeuversOrPresses(m, 1)
				})
			}))})
