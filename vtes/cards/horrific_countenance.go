package cards

import "kindred/vtes"

// Horrific Countenance, for 4 blood: [pro] only when this vampire is
// blocked, before the block resolves (vtes.StepBlockResolution): the
// blocking minion unlocks (a woken one, locked already), the block does
// not resolve and the action is no longer blocked, and now unblockable
// (nowunblockable.go, §4.1); effects of the block itself stay (Aching
// Beauty's pool loss, [RTR 19991206] [LSJ 20091125]).
var _ = register(&vtes.CardDef{ID: 100936, Name: "Horrific Countenance",
	Types: vtes.ActionModifier,
	Modes: []vtes.Mode{{Kind: vtes.PlayModifier, Disc: pro, Level: inf, Cost: vtes.Cost{Blood: 4},
		Step:   vtes.StepBlockResolution,
		Label:  "unlock the blocker, the action unblocked and unblockable",
		French: "redresser le bloqueur, l'action n'est pas bloquée et devient imblocable",
		Legal: func(g *vtes.Game, p *vtes.Play) bool {
			return vtes.BeforeBlockResolution(g, p) && p.Minion.IsVampire()
		},
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			if b := g.Action().Blocker; b != nil && b.Locked {
				g.Unlock(b)
			}
			g.UnblockNow()
		}}}})
