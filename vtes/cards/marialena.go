package cards

import "kindred/vtes"

// Marialena (Anarch, ani DOM PRO, capacity 5): when she is blocked, she
// burns 1 blood before the block resolves (vtes.Static.OnBlocked; §4.3).
var _ = register(with(vampire(201677, "Marialena", 5, "Tzimisce", 6, "ani DOM PRO",
	vtes.Anarch, vtes.NoTitle),
	vtes.Static{OnBlocked: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		if a.Actor == c {
			g.LoseBlood(c, 1)
		}
	}}))
