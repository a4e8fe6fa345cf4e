package vtes

// Strikes a card in play gives on a condition or at a cost (rules/vtes.md
// §6.4): "this Ravnos can strike: dodge" (the bearer must be a Ravnos),
// "can discard a card at random to strike: dodge" (the discard is paid as
// the strike is chosen); "after the bearer strikes with this gun, they get
// 1 optional additional strike" (given as the strike is chosen: the
// additional strikes come after the pair it is in, which no effect
// between the two can take back but the end of the combat, which ends
// them all).

// strikeSpecUsable reports whether the strike s of card c can be chosen
// now, by its own condition.
func (g *Game) strikeSpecUsable(s *StrikeSpec, c *Card) bool {
	return s.Usable == nil || s.Usable(g, c)
}

// payStrikeSpec runs what choosing the strike s of card c does.
func (g *Game) payStrikeSpec(s *StrikeSpec, c *Card) {
	if s.OnChosen != nil {
		s.OnChosen(g, c)
	}
}
