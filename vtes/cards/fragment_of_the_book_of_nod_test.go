package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fragment of the Book of Nod: a unique master card in play; lock it to
// draw 2 cards, then discard down; other Methuselahs' vampires may steal
// it as a Ⓓ action (card text; §3.5 #7; group G00023: usable during an
// action).
func TestFragmentOfTheBookOfNod(t *testing.T) {
	t.Run("put in play, lock: draw 2 and discard down", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Mason Ha", 3)
		frag := s.Hand(0, "Fragment of the Book of Nod")[0]
		s.Hand(0, "Threats", "Threats", "Threats", "Threats", "Threats", "Threats")
		s.Library(0, "Bonding", "Bonding", "Bonding")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Fragment of the Book of Nod")
		wantZone(t, frag, vtes.ZoneInPlay)
		answer(t, g, "Use Fragment of the Book of Nod")
		wantLocked(t, frag, true)
		// 7 cards in hand (6 + the replacement), 9 after drawing 2: discard 2.
		answer(t, g, "Threats", "Threats")
		if n := len(g.Methuselah(0).Hand); n != 7 {
			t.Errorf("hand of %d cards, want 7", n)
		}
		mustNotOffer(t, g, "Use Fragment of the Book of Nod")
	})
	t.Run("during an action (G00023)", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Mason Ha", 3)
		s.InPlay(0, "Fragment of the Book of Nod")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mason Ha bleeds")
		answer(t, g, "Use Fragment of the Book of Nod")
		if !logged(g, "Fragment of the Book of Nod") {
			t.Error("not used")
		}
	})
	t.Run("stolen by a vampire, not an ally", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 2 last
			ready 1: Madison blood 3, Underbridge Stray life 1
			in play 2: Fragment of the Book of Nod
			ready 2: Mason Ha blood 3 locked
			= not offered: Underbridge Stray steals
			> Madison steals Fragment of the Book of Nod
			> Pass
			= in play 1: Fragment of the Book of Nod
			> Use Fragment of the Book of Nod`) // its Methuselah may still use it before the steal resolves (G00023); then the thief's
	})
}
