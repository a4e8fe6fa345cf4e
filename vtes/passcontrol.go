package vtes

import "kindred/engine"

// A master card in play changing controller by its own text ("during your
// discard phase, your predator takes control of The Coven"; rules/vtes.md
// §1.6): it keeps its lock state and counters, and is used by its new
// controller from then on; the predator takes it as soon as the phase
// lets them ([LSJ 20100723]: as the discard phase begins,
// discardtrigger.go).

var msgTakesControl = engine.NewMsg("vtes.takes-control",
	"{0} takes control of {1}.", "{0} prend le contrôle de {1}.")

// PassControl gives seat control of card c, a card in play on no minion.
func (g *Game) PassControl(c *Card, seat int) {
	if c.Zone != ZoneInPlay || seat < 0 || seat >= len(g.seats) || g.seats[seat].Ousted || c.Controller == seat {
		return
	}
	g.put(c, ZoneInPlay, seat)
	g.note(msgTakesControl.With(seatArg(seat), cardArg(c)))
}
