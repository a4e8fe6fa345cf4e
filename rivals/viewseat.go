package rivals

// VampireSeat returns the seat whose Haven, Streets or torpor holds
// vampire id, as its PlayerView lists it, or -1: what a bot asks of many
// options, without building every seat's PlayerView.
func (v *View) VampireSeat(id CardID) int {
	if id < 0 || int(id) >= len(v.g.cards) {
		return -1
	}
	c := v.g.cards[id]
	if !c.Vampire() || c.Controller < 0 || c.Controller >= len(v.g.Players) {
		return -1
	}
	switch c.Zone {
	case ZoneHaven, ZoneStreets, ZoneTorpor:
		return c.Controller
	}
	return -1
}

// SeatCounts is what a bot weighs of a seat, counted without the lists
// of its PlayerView.
type SeatCounts struct {
	Prestige, AP, Rival int
	// HandLibrary and HandFaction count the hand's cards by back;
	// InHaven and Streets the vampires there.
	HandLibrary, HandFaction int
	InHaven, Streets         int
}

// Counts returns seat's counts: the same figures as Player(seat), read
// once a decision by a bot.
func (v *View) Counts(seat int) SeatCounts {
	g := v.g
	p := g.Players[seat]
	sc := SeatCounts{Prestige: p.Prestige, AP: p.AP, Rival: p.Rival}
	sc.HandFaction = p.handVampires
	sc.HandLibrary = len(p.Hand) - p.handVampires
	for _, c := range g.coterie(seat) {
		if c.Zone == ZoneHaven {
			sc.InHaven++
		} else {
			sc.Streets++
		}
	}
	return sc
}

// HandSize returns the number of cards in the view's seat's hand.
func (v *View) HandSize() int {
	if v.seat < 0 {
		return 0
	}
	return len(v.g.Players[v.seat].Hand)
}

// HandCard returns the id of card i (from 0) of the view's seat's hand,
// which Hand()[i] shows.
func (v *View) HandCard(i int) CardID { return v.g.Players[v.seat].Hand[i] }
