package vtes

// hiddenZone reports whether a card in zone z is hidden from some
// Methuselah: the library and crypt from all (rules/vtes.md §1.5), the
// hand and the uncontrolled region from all but their owner.
func hiddenZone(z Zone) bool {
	switch z {
	case ZoneLibrary, ZoneCrypt, ZoneHand, ZoneUncontrolled:
		return true
	}
	return false
}

// Revealed counts the cards that left a hidden zone (drawn, played from
// the hand, influenced out, moved to the crypt or library from it) and the
// game's random draws (shuffles, coin flips, random picks): the moments
// after which a choice can no longer be taken back (engine.Revealer).
// Playing a card from the hand shows it to the table, so a choice that
// plays one is final; choices among what everyone sees (a target, an
// action of a vampire in play, a pass) may be taken back.
func (g *Game) Revealed() uint64 { return g.shown + g.rand.Draws() }
