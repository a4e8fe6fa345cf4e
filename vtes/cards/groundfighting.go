package cards

import "kindred/vtes"

// Groundfighting: requires a ready Anarch; replaced only after the combat
// (replaceaftercombat.go, §1.5.3). Maneuver, or press (§6.3, §6.6), or
// burn 1 blood to cancel, as it is played, a combat card of the opposing
// minion that would restrict this Anarch's choice of strikes this round
// (strikechoice.go; its cost stays paid, §14 C5): a grapple allowing only
// hand strikes, a card barring equipment while the Anarch has a weapon
// [LSJ 20050221], superior Thoughts Betrayed [LSJ 20050224-2]; not one
// setting range, barring additional strikes or Disciplines [LSJ 20050221].
var _ = register(&vtes.CardDef{ID: 100861, Name: "Groundfighting", Types: vtes.Combat,
	Requires: vtes.Requirement{Anarch: true}, ReplaceAfterCombat: true,
	Modes: []vtes.Mode{
		vtes.Mode{Kind: vtes.PlayCombat, Step: vtes.StepManeuver}.Does(vtes.Maneuver()),
		vtes.Mode{Kind: vtes.PlayCombat, Step: vtes.StepPress}.Does(vtes.Press()),
		{Kind: vtes.PlayCombat, Step: vtes.StepAsPlayed,
			Label:  "burn 1 blood: cancel a card restricting this anarch's strikes",
			French: "brûler 1 sang : annuler une carte restreignant les coups de cet anarch",
			Legal: func(g *vtes.Game, p *vtes.Play) bool {
				return p.Minion.Ready() && p.Minion.Blood > 0 && vtes.RestrictsStrikesOf(g, p.Minion)
			},
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.LoseBlood(p.Minion, 1) // "burn 1 blood": part of the effect, not a cost
				vtes.CancelPlaying(g, p)
			}},
	}})
