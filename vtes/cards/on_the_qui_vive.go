package cards

import "kindred/vtes"

// On the Qui Vive: a locked minion wakes; one between its unlock
// phases; an ally does not unlock in its next unlock phase.
var _ = register(&vtes.CardDef{ID: 101321, Name: "On the Qui Vive", Types: vtes.Reaction,
	Modes: []vtes.Mode{{Kind: vtes.PlayReaction, ByLocked: true, Step: vtes.StepBlockDecision,
		Label: "wake",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return p.Minion.Locked && !p.Minion.Woken && !p.Minion.UsedUnlock
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			vtes.Wake(g, p)
			p.Minion.UsedUnlock = true
			if p.Minion.IsAlly() {
				p.Minion.NoUnlock = true
			}
			g.Changed(p.Minion)
		}}}})
