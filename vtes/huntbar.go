package vtes

// Vampires that do not hunt as normal (rules/vtes.md §3.5.2): "Ravnos ...
// do not hunt as normal. Any Ravnos can steal 1 blood from another Ravnos
// as a +1 stealth hunt action" (Week of Nightmares). The hunt action is
// not offered to them, and one with no blood does not owe it (§3.4: the
// mandatory hunt is the normal one); the card's own action is theirs to
// take or not.

// huntBarred reports whether a Global card in play bars vampire v from
// hunting as normal.
func (g *Game) huntBarred(v *Card) bool {
	for _, id := range g.globalCards {
		c := g.cards[id]
		if f := c.Def.Static.NoHunt; f != nil && g.inPlayNow(c) && !c.Contested && f(g, c, v) {
			return true
		}
	}
	return false
}
