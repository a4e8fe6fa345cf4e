package cards

import "kindred/vtes"

// Aelswith, The Irresistible (Sabbat cardinal, Path of Cathari): when she
// is blocked, the blocking minion's controller burns 1 pool before the
// block resolves (blockresolution.go).
var _ = register(onPath(vtes.PathCathari, with(vampire(201735, "Aelswith, The Irresistible", 9,
	"Malkavian", 6, "pot AUS DOM FOR OBF", vtes.Sabbat, vtes.Cardinal),
	vtes.Static{OnBlocked: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		if a.Actor == c && a.Blocker != nil {
			g.BurnPool(a.Blocker.Controller, 1)
		}
	}})))
