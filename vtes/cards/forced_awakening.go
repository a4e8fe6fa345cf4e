package cards

import "kindred/vtes"

// Forced Awakening: a locked vampire wakes; if it does not block, it
// burns 1 blood before the action resolves.
var _ = register(&vtes.CardDef{ID: 100760, Name: "Forced Awakening", Types: vtes.Reaction,
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision,
		Label: "wake",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Minion.Locked && !p.Minion.Woken && p.Minion.IsVampire()
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.Wake(g, p)
			g.Action().Awakened = append(g.Action().Awakened, p.Minion)
		}}}})
