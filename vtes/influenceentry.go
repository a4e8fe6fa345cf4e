package vtes

// "A vampire who entered your ready region during your last influence
// phase" (Legendary Vampire; rules/vtes.md §3.6): a vampire moved into
// play in its controller's influence phase is marked so until that
// Methuselah's next influence phase begins. The mark is a bit of the
// entered-play windows (enteredsince.go: hashed, written in positions as
// part of "entered-for N", 32768); a vampire entering play any other
// way, or merging ([LSJ 20030519-2]: merging is not entering play), has
// none.

// enteredAtInfluence is the bit of Card.more.enteredFor marking a
// vampire that entered play in its controller's influence phase, above
// the seat bits (6 at most).
const enteredAtInfluence = 1 << 15

// noteInfluenceEntry marks vampire v, entering play, if it does so in
// its controller's influence phase.
func (g *Game) noteInfluenceEntry(v *Card) {
	if g.Phase == PhaseInfluence && v.Controller == g.Active {
		g.moreOf(v).enteredFor |= enteredAtInfluence
	}
}

// clearInfluenceEntries takes the mark off seat's vampires as seat's
// influence phase begins: their last influence phase is now this one.
func (g *Game) clearInfluenceEntries(seat int) {
	for _, l := range [2][]CardID{g.seats[seat].Ready, g.seats[seat].Torpor} {
		for _, id := range l {
			if c := g.cards[id]; c.more != nil && c.more.enteredFor&enteredAtInfluence != 0 {
				c.more.enteredFor &^= enteredAtInfluence
				g.changed(c)
			}
		}
	}
}

// EnteredAtLastInfluence reports whether vampire v entered play during
// its controller's last influence phase.
func (g *Game) EnteredAtLastInfluence(v *Card) bool {
	return v.more != nil && v.more.enteredFor&enteredAtInfluence != 0
}
