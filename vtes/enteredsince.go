package vtes

// "A vampire who entered play since your last minion phase" (Chameleon;
// rules/vtes.md §3.6): a vampire entering play (enterPlay: moved out of
// the uncontrolled region, or brought into play by an effect; merging is
// not entering play, [PIB 20150728]) opens, for every Methuselah, a
// window that closes as that Methuselah's next minion phase ends, so a
// vampire brought out in their own influence phase counts until their
// minion phase of the next turn is over. The windows are part of the
// card's state (cardmore.go): hashed, and written in positions as
// "entered-for N" (seat bits).

// noteEntered opens the windows of vampire v, entering play.
func (g *Game) noteEntered(v *Card) {
	if !v.IsVampire() {
		return
	}
	g.moreOf(v).enteredFor = 1<<len(g.seats) - 1
	g.noteInfluenceEntry(v) // influenceentry.go
	g.changed(v)
}

// closeEnteredWindows closes seat's window on every vampire in play, as
// seat's minion phase ends.
func (g *Game) closeEnteredWindows(seat int) {
	for _, m := range g.seats {
		for _, l := range [2][]CardID{m.Ready, m.Torpor} {
			for _, id := range l {
				if c := g.cards[id]; c.more != nil && c.more.enteredFor&(1<<seat) != 0 {
					c.more.enteredFor &^= 1 << seat
					g.changed(c)
				}
			}
		}
	}
}

// EnteredSince reports whether vampire v entered play since seat's last
// minion phase.
func (g *Game) EnteredSince(v *Card, seat int) bool {
	return v.more != nil && v.more.enteredFor&(1<<seat) != 0
}
