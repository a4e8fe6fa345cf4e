package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Bait and Switch: a baron reacts to a bleed against its Methuselah once
// blocks are declined (a failed block is declining): it is locked and the
// bleed goes to a Methuselah other than the bleeder's, who may block; not
// by an untitled vampire (card text; §3.5.1; group G00106 [ANK
// 20211003]).
func TestBaitAndSwitch(t *testing.T) {
	t.Run("a baron sends the bleed elsewhere", func(t *testing.T) {
		s := newScenario(4)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Lost in Crowds") // bleed 2, obf
		leumeah := readyWithHand(s, 1, "Leumeah", 3, "Bait and Switch")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Block with Leumeah",
			"Play Lost in Crowds (+1 stealth)")
		answer(t, g, "Play Bait and Switch")
		mustNotOffer(t, g, "Methuselah 1")
		mustNotOffer(t, g, "Methuselah 2")
		answer(t, g, "Methuselah 4")
		finish(t, g)
		wantLocked(t, leumeah, true)
		wantPool(t, g, 30, 30, 30, 28)
	})
	t.Run("not by a vampire who is no baron", func(t *testing.T) {
		s := newScenario(4)
		s.Ready(0, "Lenny Burkhead", 3)
		readyWithHand(s, 1, "Anita Wainwright", 3, "Bait and Switch")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds")
		neverOffered(t, g, "Play Bait and Switch")
		wantPool(t, g, 30, 28, 30, 30)
	})
}
