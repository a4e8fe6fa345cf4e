package vtes

// Strikes a card in play gives on a condition or at a cost (rules/vtes.md
// §6.4): "this Ravnos can strike: dodge" (the bearer must be a Ravnos),
// "can discard a card at random to strike: dodge" (the discard is paid as
// the strike is chosen).

// strikeSpecUsable reports whether the strike s of card c can be chosen
// now, by its own condition.
func (g *Game) strikeSpecUsable(s *StrikeSpec, c *Card) bool {
	return s.Usable == nil || s.Usable(g, c)
}

// payStrikeSpec pays what choosing the strike s of card c costs.
func (g *Game) payStrikeSpec(s *StrikeSpec, c *Card) {
	if s.Pay != nil {
		s.Pay(g, c)
	}
}
