package vtes

import "kindred/engine"

// Playing with an open hand (rulebook, "open hand": the Methuselah's hand
// is face up on the table, every Methuselah sees it): a card in play says
// so for a seat (Static.OpenHand; Revelations for its Methuselah's prey,
// Harold Tanner for the controller of the minion in combat with him).
// The views show that seat's hand to everyone (View.OpenHand, the text
// view, the table's JSON).

var msgViewOpenHand = engine.NewMsg("vtes.view.open-hand", "  open hand: ", "  main révélée : ")

// HandOpen reports whether seat plays with an open hand now.
func (g *Game) HandOpen(seat int) bool {
	if seat < 0 || seat >= len(g.seats) {
		return false
	}
	open := false
	for s := range g.seats {
		g.eachInPlay(s, func(c *Card) {
			if f := c.Def.Static.OpenHand; f != nil && !open && !c.Contested && f(g, c, seat) {
				open = true
			}
		})
	}
	return open
}

// OpenHand returns seat s's hand when s plays with an open hand (or is the
// view's own seat, or shows its hand to the view's seat: handlook.go),
// nil otherwise.
func (v *View) OpenHand(s int) []*Card {
	if s < 0 || s >= len(v.g.seats) || s != v.seat && !v.g.HandOpen(s) && !v.g.HandShownTo(s, v.seat) {
		return nil
	}
	return v.cards(v.g.seats[s].Hand)
}

// appendOpenHand writes seat s's open hand line of the text view, if it
// plays with one and is not the view's own seat (whose hand has its own
// line).
func (v *View) appendOpenHand(dst []byte, s int, lang engine.Lang) []byte {
	if s == v.seat {
		return dst
	}
	hand := v.OpenHand(s)
	if hand == nil {
		return dst
	}
	dst = msgViewOpenHand.Text().Append(dst, lang)
	for i, c := range hand {
		if i > 0 {
			dst = append(dst, ", "...)
		}
		dst = appendName(dst, c.Def.Name, lang)
	}
	return append(dst, '\n')
}
