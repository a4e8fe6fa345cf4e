package cards

import "kindred/vtes"

// Duality (Sabbat, ani AUS VIC, capacity 6): after her Methuselah
// replaced a card requiring Vicissitude she played, they may draw 1 more
// card, then discard down to their hand size (afterreplace.go, §1.5.3):
// an action card too, replaced as the action is announced (rules 0.12).
var _ = register(with(vampire(200391, "Duality", 6, "Tzimisce", 4, "ani AUS VIC",
	vtes.Sabbat, vtes.NoTitle),
	vtes.Static{AfterReplace: func(g *vtes.Game, source *vtes.Card, p *vtes.Play) {
		if p.Mode.Disc != vtes.Vicissitude || len(g.Methuselah(p.Seat).Library) == 0 ||
			!g.YesNo(p.Seat, source) {
			return
		}
		g.Draw(p.Seat, 1)
		g.DiscardDown(p.Seat)
	}}))
