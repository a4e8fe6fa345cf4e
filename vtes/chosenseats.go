package vtes

import "kindred/engine"

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

var (
	msgChooseSeats    = engine.NewMsg("vtes.choose-seats", "Choose a Methuselah.", "Choisissez un Mathusalem.")
	msgChooseSeatsFor = engine.NewMsg("vtes.choose-seats-for", "{0}: choose a Methuselah.",
		"{0} : choisissez un Mathusalem.")
	msgNoMoreSeats = engine.NewMsg("vtes.no-more-seats", "No other Methuselah", "Aucun autre Mathusalem")
)

// ChooseSomeSeats asks seat to choose one or more of among ("choose one
// or more Methuselahs"), one at a time, "no other" offered once one is
// chosen, and returns them as seat bits (ChooseSeats).
func (g *Game) ChooseSomeSeats(seat int, among []int) uint32 {
	var bits uint32
	for {
		g.options()
		for _, s := range among {
			if s >= 0 && s < 32 && bits&(1<<s) == 0 {
				g.optionMsg(int64(s), msgSeat, seatArg(s))
			}
		}
		if g.nopts() == 0 {
			return bits
		}
		if bits != 0 {
			g.optionMsg(-1, msgNoMoreSeats)
		}
		code := g.askCode(seat, kindChoose, g.choosePrompt(msgChooseSeats, msgChooseSeatsFor))
		if code < 0 {
			return bits
		}
		bits |= 1 << code
	}
}
