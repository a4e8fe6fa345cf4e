package cards

import "kindred/vtes"

// Sergio Bueno, Anarch Baron of Santo Domingo: a minion bearing 1 or
// more of his Methuselah's corruption counters burns 1 blood or life
// to attempt to block him, as its attempt begins; one with none to
// burn cannot attempt (group G00088).
var _ = register(with(ofCity(vampire(201662, "Sergio Bueno", 8, "Ministry", 6,
	"aus pot OBF PRE PRO", vtes.Anarch, vtes.Baron),
	"Santo Domingo"),
	vtes.Static{OnAnnounce: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		if a.Actor != c {
			return
		}
		seat := c.Controller
		a.CannotBlock = append(a.CannotBlock, func(b *vtes.Card) bool {
			return g.Corruption(b, seat) > 0 && b.Blood == 0
		})
		a.OnAttempt = append(a.OnAttempt, func(g *vtes.Game, b *vtes.Card) {
			if g.Corruption(b, seat) > 0 {
				g.LoseBlood(b, 1)
			}
		})
	}}))
