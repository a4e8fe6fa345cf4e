package vtes

// Vampires that do not hunt as normal (rules/vtes.md §3.5.2): "Ravnos ...
// do not hunt as normal. Any Ravnos can steal 1 blood from another Ravnos
// as a +1 stealth hunt action" (Week of Nightmares). The hunt action is
// not offered to them, and one with no blood does not owe it (§3.4: the
// mandatory hunt is the normal one); the card's own action is theirs to
// take or not. A vampire bearing a card that says it cannot hunt is barred
// too (huntortorpor.go).

// huntBarred reports whether a Global card in play, or a card on it, bars
// vampire v from hunting as normal. Inline guard: in a game with no card
// barring hunts (defNotes.huntBars), asked of every vampire at every
// minion phase decision, there is nothing to walk (BENCHMARKS, VS3).
func (g *Game) huntBarred(v *Card) bool {
	return g.huntBars && g.huntBarredBy(v)
}

// huntBarredBy is huntBarred's walk, out of line.
func (g *Game) huntBarredBy(v *Card) bool {
	return g.globalHuntBar(v) || len(v.Attached) > 0 && g.bearerCannotHunt(v) != nil
}

// globalHuntBar reports whether a Global card in play bars vampire v from
// hunting as normal.
func (g *Game) globalHuntBar(v *Card) bool {
	for _, id := range g.globalCards {
		c := g.cards[id]
		if f := c.Def.Static.NoHunt; f != nil && g.inPlayNow(c) && !c.Contested && f(g, c, v) {
			return true
		}
	}
	return false
}
