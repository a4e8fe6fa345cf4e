package vtes

// "Each time you draw to replace a card this minion played as an acting
// minion, you may draw an additional card (discard afterward)" (Learjet;
// rules/vtes.md §1.5.3): a card on the minion (Static.DrawMoreActing)
// that acts once the replacement of a card the minion played while it
// was the actor of the current action (its action card, its action
// modifiers, its cards in that action's combat) was drawn. The
// Methuselah sees the replacement before choosing ([LSJ 20050224-4]).
// A card not replaced at once (no library left, "do not replace until…")
// does not trigger it.

// actingReplaced offers the additional card of the cards on minion m, of
// seat, whose hand had hand cards before the card m played was replaced.
func (g *Game) actingReplaced(seat int, m *Card, hand int) {
	a := g.action
	if !g.drawMoreActing || a == nil || m == nil || a.Actor != m || len(g.seats[seat].Hand) <= hand ||
		len(m.Attached) == 0 || !inPlayZone(m.Zone) {
		return
	}
	for _, id := range m.Attached {
		c := g.cards[id]
		if !c.Def.Static.DrawMoreActing || c.Contested || g.abilitiesLost(c) {
			continue
		}
		if len(g.seats[seat].Library) > 0 && g.YesNo(seat, c) {
			g.drawOneMore(seat) // drawmore.go
		}
	}
}
