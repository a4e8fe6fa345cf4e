package vtes

// An ally's starting life, recorded as it enters play ("gain 1 life, not
// to exceed its starting life": Burial Site Hunting Ground). It is the
// life printed on the card (CardDef.Life) plus what the ready minions of
// its Methuselah added as it was recruited (Static.StartingLife:
// Ashur-uballit; allyenters.go); that bonus is kept in cardMore, only when
// there is one, and forgotten as the ally leaves play (§7.6: a card
// back in play is a new card).

// StartingLife is the starting life of ally a in play.
func (g *Game) StartingLife(a *Card) int {
	return a.Def.Life + a.startingLifeBonus()
}

// startingLifeBonus is what was added to ally a's printed life as it was
// recruited; 0 for none.
func (c *Card) startingLifeBonus() int {
	if c.more == nil {
		return 0
	}
	return int(c.more.lifeBonus)
}

// recordStartingLife records the bonus ally a was recruited with.
func (g *Game) recordStartingLife(a *Card, bonus int) {
	if bonus != 0 || a.more != nil {
		g.moreOf(a).lifeBonus = int16(bonus)
	}
}

// GainLifeUpTo adds up to n life to ally a, not beyond its starting life;
// it returns the life gained.
func (g *Game) GainLifeUpTo(a *Card, n int) int {
	if room := g.StartingLife(a) - a.Blood; n > room {
		n = room
	}
	if n <= 0 {
		return 0
	}
	g.AddBlood(a, n)
	return n
}
