package cards

import "kindred/vtes"

// Gostoso (Sabbat, Path of Cathari): after he bleeds his Methuselah's
// prey successfully (for 1 or more), he can gain 1 blood (taken, short of
// his capacity: a blood more is never worse).
var _ = register(onPath(vtes.PathCathari, with(vampire(201754, "Gostoso", 5, "Ministry", 6,
	"for obf pot PRE", vtes.Sabbat, vtes.NoTitle),
	vtes.Static{OnBleed: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		if a.Actor == c && vtes.BleedSuccessful(a) && a.TargetSeat == g.Prey(c.Controller) &&
			c.Blood < g.Capacity(c) {
			g.AddBlood(c, 1)
		}
	}})))
