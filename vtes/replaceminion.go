package vtes

// "The chosen Methuselah does not replace cards during any Methuselah's
// minion phase" (The Meddling of Semsith; rules/vtes.md §1.5.3): a card
// they play in a minion phase is replaced once that minion phase ends;
// until then it counts against their hand size ([ANK 20180318] [ANK
// 20231229]: Methuselah.owedMinion). A card's own longer "do not
// replace" wins ([LSJ 20070320-1]): until the next unlock or discard
// phase is checked first (zones.go replace); a shorter one, until after
// the action or the combat, gives way to this. Only games holding such a
// card ask (Game.minionReplaceBars).

// noReplaceInMinionPhase reports whether seat, now, does not replace the
// cards it plays: a minion phase, and a card in play says so.
func (g *Game) noReplaceInMinionPhase(seat int) bool {
	if g.Phase != PhaseMinion {
		return false
	}
	for _, m := range g.seats {
		for _, id := range m.InPlay {
			c := g.cards[id]
			if f := c.Def.Static.NoMinionReplace; f != nil && !c.Contested && f(g, c, seat) {
				return true
			}
		}
	}
	return false
}

// replaceAfterMinionPhase draws, as a minion phase ends, the cards each
// Methuselah played in it without replacing them.
func (g *Game) replaceAfterMinionPhase() {
	for s, m := range g.seats {
		if n := m.owedMinion; n > 0 {
			m.owedMinion = 0
			m.changed()
			if !m.Ousted {
				g.drawN(s, n)
			}
		}
	}
}
