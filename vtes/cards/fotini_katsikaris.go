package cards

import "kindred/vtes"

// Fotini Katsikaris (Sabbat, Path of Cathari): after she bleeds
// successfully (for 1 or more), her Methuselah gets +1 hand size until
// their next discard phase (handsizediscard.go).
var _ = register(onPath(vtes.PathCathari, with(vampire(201751, "Fotini Katsikaris", 7,
	"Malkavian", 6, "for pot AUS DOM OBF", vtes.Sabbat, vtes.NoTitle),
	vtes.Static{OnBleed: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		if a.Actor == c && vtes.BleedSuccessful(a) {
			g.GainHandSizeUntilDiscard(c.Controller, 1)
		}
	}})))
