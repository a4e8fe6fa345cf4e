package cards

import "kindred/vtes"

// Crocodile's Tongue: only while an ally or a vampire younger than the
// acting vampire attempts to block: the attempt fails, and its
// controller's minions cannot attempt to block this action again. The
// blocking minion can burn 1 blood or life (2 at superior) to cancel the
// card as it is played (vtes.Game.PaysToCancel; §14 C5).
var _ = register(&vtes.CardDef{ID: 100450, Name: "Crocodile's Tongue", Types: vtes.ActionModifier,
	Modes: []vtes.Mode{
		crocodilesTongue(inf, 1, "the block fails (cancel: 1 blood or life)",
			"le blocage échoue (annuler : 1 point de sang ou de vie)"),
		crocodilesTongue(sup, 2, "the block fails (cancel: 2 blood or life)",
			"le blocage échoue (annuler : 2 points de sang ou de vie)"),
	}})

// crocodilesTongue is Crocodile's Tongue at a level, cancelled for cost
// blood or life.
func crocodilesTongue(lv vtes.Level, cost int, label, fr string) vtes.Mode {
	return vtes.Mode{Kind: vtes.PlayModifier, Disc: aus, Level: lv, Step: vtes.StepBlockAttempt,
		Label: label, French: fr,
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			a := g.Action()
			if a == nil || a.Blocker == nil || a.Blocker.Controller == p.Seat {
				return false
			}
			b := a.Blocker
			return b.IsAlly() || b.IsVampire() && g.Younger(b, p.Minion)
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			a := g.Action()
			b := a.Blocker
			if g.PaysToCancel(b, p.Card, cost) {
				return
			}
			g.FailAttempt()
			seat := b.Controller
			a.CannotBlock = append(a.CannotBlock, func(m *vtes.Card) bool {
				return m.Controller == seat
			})
		}}
}
