package vtes

// "If the employer is about to be burned" (Charnas the Imp: "their
// controller can put Charnas on another minion"): what a card on a minion
// does as the minion is about to be burned, still on it (rules/vtes.md
// §13.2). An oust removes the cards from the game without burning them
// ([ANK 20180408]), so it does not run these.

// hostBurning runs the OnHostBurning hooks of the cards on minion m, about
// to be burned. Few cards have one: the list of m's cards is copied only
// when one does (a hook moves its card away).
func (g *Game) hostBurning(m *Card) {
	has := false
	for _, id := range m.Attached {
		has = has || g.cards[id].Def.Static.OnHostBurning != nil
	}
	if !has {
		return
	}
	for _, id := range append([]CardID(nil), m.Attached...) {
		c := g.cards[id]
		if f := c.Def.Static.OnHostBurning; f != nil && c.Zone == ZoneAttached && c.Host == m.ID {
			f(g, c, m)
		}
	}
}
