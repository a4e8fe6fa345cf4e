package vtes

// Cards that follow a diablerie to the diablerist (rules/vtes.md §7.4):
// "if a Sabbat vampire diablerizes this vampire, move this card to the
// diablerist (before the blood hunt is called)" (Regent). A title card
// moved so gives the diablerist its title, as if put on it (§9.1).

// moveToDiablerist moves the cards on victim whose Static.ToDiablerist
// says so to diablerist d, after d took the victim's blood and before
// the victim is burned and the blood hunt called.
func (g *Game) moveToDiablerist(victim, d *Card) {
	for _, id := range append([]CardID(nil), victim.Attached...) {
		c := g.cards[id]
		f := c.Def.Static.ToDiablerist
		if f == nil || c.Contested || !f(g, c, d) {
			continue
		}
		if c.Def.IsTitleCard() {
			g.GiveTitleCard(c, d)
			continue
		}
		g.attach(c, d)
	}
}
