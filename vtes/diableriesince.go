package vtes

// "A vampire who has committed diablerie since your last turn" (Carlton
// Van Wyk; rules/vtes.md §7.4): a diablerie opens, for every Methuselah, a
// window that closes at the end of that Methuselah's next turn, so a
// diablerie in their own turn counts until it ends ([ANK 20180517]).

// noteDiablerist opens the windows of diablerist d for every seat.
func (g *Game) noteDiablerist(d *Card) {
	g.openDiablerieWindows(d, 1<<len(g.seats)-1)
	g.changed(d)
}

// openDiablerieWindows opens the windows of diablerist d for the seats of
// the bits of seats (noteDiablerist, a position's diablerist).
func (g *Game) openDiablerieWindows(d *Card, seats uint32) {
	g.moreOf(d).diablerieFor = seats
	g.diablerieSeats |= seats
}

// closeDiablerieWindows closes seat's window on every diablerist, at the
// end of seat's turn. Most games have no diablerist: the cards are walked
// only when one may hold seat's window open (Game.diablerieSeats).
func (g *Game) closeDiablerieWindows(seat int) {
	if g.diablerieSeats&(1<<seat) == 0 {
		return
	}
	g.diablerieSeats &^= 1 << seat // none holds it open after the walk
	for _, c := range g.cards {
		if c.more != nil && c.more.diablerieFor&(1<<seat) != 0 {
			c.more.diablerieFor &^= 1 << seat
			g.changed(c)
		}
	}
}

// DiableristsSince lists the vampires in play (ready or in torpor) that
// committed diablerie since seat's last turn.
func (g *Game) DiableristsSince(seat int) []*Card {
	var out []*Card
	for _, c := range g.cards {
		if c.more != nil && c.more.diablerieFor&(1<<seat) != 0 && c.IsVampire() &&
			(c.Zone == ZoneReady || c.Zone == ZoneTorpor) {
			out = append(out, c)
		}
	}
	return out
}
