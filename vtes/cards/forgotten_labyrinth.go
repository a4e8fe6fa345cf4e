package cards

import "kindred/vtes"

// Forgotten Labyrinth, for 1 blood: not during a bleed; +2 stealth (+3
// superior).
var _ = register(&vtes.CardDef{ID: 100769, Name: "Forgotten Labyrinth",
	Types: vtes.ActionModifier,
	Modes: vtes.ByLevel(vtes.Mode{Kind: vtes.PlayModifier, Disc: obf,
		Cost: vtes.Cost{Blood: 1}, Step: vtes.StepBlockAttempt,
		Legal: notBleedBlocked},
		vtes.AddStealth(2),
		vtes.AddStealth(3))})

// notBleedBlocked: the action, not a bleed, is being blocked.
func notBleedBlocked(g *vtes.Game, p *vtes.Play) bool {
	return vtes.BeingBlocked(g, p) && !vtes.BleedAction(g, p)
}
