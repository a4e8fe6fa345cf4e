package vtes

import "kindred/engine"

// Looking at another Methuselah's hand ("she can look at the acting
// minion's controller's hand, then she can discard 1 card at random from
// it": Ilonka). The hand is shown to the looking Methuselah only, for as
// long as the card's effect goes on: the views of that seat show it
// beside the open hands (View.OpenHand), no other view does, and the log
// says that the look happened, not what was seen. Like knownInHand, the
// look is no game state: it begins and ends within one effect.

var msgLooksAtHand = engine.NewMsg("vtes.looks-at-hand", "{0} looks at the hand of {1}.",
	"{0} regarde la main de {1}.")

// handLook is a look in progress: viewer sees seat's hand.
type handLook struct {
	viewer, seat int
	on           bool
}

// LookAtHand shows seat's hand to viewer until EndLook.
func (g *Game) LookAtHand(viewer, seat int) {
	if viewer < 0 || viewer >= len(g.seats) || seat < 0 || seat >= len(g.seats) {
		return
	}
	g.look = handLook{viewer: viewer, seat: seat, on: true}
	g.note(msgLooksAtHand.With(seatArg(viewer), seatArg(seat)))
}

// EndLook ends the look in progress, if any.
func (g *Game) EndLook() { g.look = handLook{} }

// HandShownTo reports whether seat's hand is being shown to viewer by a
// look (LookAtHand).
func (g *Game) HandShownTo(seat, viewer int) bool {
	return g.look.on && g.look.seat == seat && g.look.viewer == viewer
}
