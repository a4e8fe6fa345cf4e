package vtes

// Methuselahs a card in play chose (rules/vtes.md §1.6): "choose one or
// more Methuselahs… each chosen Methuselah receives two master phase
// actions" (Rumors of Gehenna), the Methuselah a Life Boon saved. They
// are the card's state, one bit a seat (cardMore.chosenSeats), hashed
// (cardExtras) and written in positions ("chosen-seats N").

// ChooseSeats sets the Methuselahs card c chose to the seats of bits
// (bit s for seat s), replacing any it chose before.
func (g *Game) ChooseSeats(c *Card, bits uint32) {
	if bits == 0 && c.more == nil {
		return
	}
	g.moreOf(c).chosenSeats = bits
	g.changed(c)
}

// ChosenSeats returns the seats card c chose, a bit each (ChooseSeats).
func (c *Card) ChosenSeats() uint32 {
	if c.more == nil {
		return 0
	}
	return c.more.chosenSeats
}

// SeatChosen reports whether card c chose seat (ChooseSeats).
func (c *Card) SeatChosen(seat int) bool {
	return seat >= 0 && seat < 32 && c.ChosenSeats()&(1<<seat) != 0
}

// ChosenSeat returns the lowest seat card c chose, -1 for none: the one
// Methuselah of a card that chooses one.
func (c *Card) ChosenSeat() int {
	bits := c.ChosenSeats()
	for s := 0; s < 32; s++ {
		if bits&(1<<s) != 0 {
			return s
		}
	}
	return -1
}

// ChooseSeats sets, in a scenario's position, the Methuselahs card c
// chose (Game.ChooseSeats).
func (s *Scenario) ChooseSeats(c *Card, bits uint32) { s.g.ChooseSeats(c, bits) }
