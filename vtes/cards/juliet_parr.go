package cards

import "kindred/vtes"

// Juliet Parr, Camarilla Malkavian Justicar (capacity 9): after a
// referendum she called passes, her Methuselah gets +2 hand size until
// their next unlock phase (handsizeunlock.go, §1.5.3); 1 optional
// maneuver each combat (§6.3).
var _ = register(with(vampire(201698, "Juliet Parr", 9, "Malkavian", 7,
	"cel pot AUS DOM OBF", vtes.Camarilla, vtes.Justicar),
	vtes.Static{Maneuvers: vtes.EachCombat(1),
		AfterReferendumPassed: func(g *vtes.Game, c *vtes.Card, r *vtes.Referendum) {
			if r.Caller == c {
				g.GainHandSizeUntilUnlock(c.Controller, 2)
			}
		}}))
