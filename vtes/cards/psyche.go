package cards

import "kindred/vtes"

// Psyche!: [cel] a press; [CEL] when both combatants are still ready and
// the combat is about to end, even ended early by a strike ([LSJ
// 19980109] [RTR 20020501]), a combat with the opposing minion is queued,
// still part of the action ([LSJ 20021213]), not if one is queued already
// ([RTR 20020501]; queuedcombat.go).
var _ = register(&vtes.CardDef{ID: 101507, Name: "Psyche!", Types: vtes.Combat,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Disc: cel, Level: inf, Step: vtes.StepPress}.Does(vtes.Press()),
		{Kind: vtes.PlayCombat, Disc: cel, Level: sup, Step: vtes.StepEndOfRound,
			Label:  "queue a combat with the opposing minion",
			French: "prévoir un combat avec le serviteur adverse",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return vtes.CombatWouldEnd(g, p) && !vtes.CombatQueued(g, p)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.QueueCombat() }},
	}})
