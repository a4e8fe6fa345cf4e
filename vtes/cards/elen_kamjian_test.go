package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Elen Kamjian: while her Methuselah controls a locked minion, she must
// bleed with +1 bleed as a Ⓓ action, unless she must hunt (card text;
// §3.4); rulings [LSJ 20090226], [ANK 20211009-2].
func TestElenKamjian(t *testing.T) {
	t.Run("a locked minion: her bleed first, at +1", func(t *testing.T) {
		s := newScenario(3)
		elen := s.Ready(0, "Elen Kamjian", 3)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Ready(0, "Whisper", 3).Locked = true
		g := s.ShowSingleOptions().Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "End the minion phase")
		mustNotOffer(t, g, "Lenny Burkhead") // held up, as by an owed hunt
		mustNotOffer(t, g, "Elen Kamjian hunts")
		answer(t, g, "Elen Kamjian bleeds")
		notBlocked(t, g)
		wantPool(t, g, 30, 28, 30)
		mustOffer(t, g, "Lenny Burkhead bleeds")
		// Unlocked after her bleed, she acts freely ([LSJ 20090226]).
		g.Unlock(elen)
		answer(t, g, "Lenny Burkhead hunts")
		notBlocked(t, g)
		mustOffer(t, g, "Elen Kamjian hunts")
	})
	t.Run("no locked minion: free, a bleed of 1", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Elen Kamjian", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustOffer(t, g, "Elen Kamjian hunts")
		answer(t, g, "Elen Kamjian bleeds")
		notBlocked(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("she must hunt first", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Elen Kamjian", 0)
		s.Ready(0, "Whisper", 3).Locked = true
		g := s.ShowSingleOptions().Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Elen Kamjian bleeds")
		mustOffer(t, g, "Elen Kamjian hunts")
	})
	t.Run("bled another way first: stuck ([ANK 20211009-2])", func(t *testing.T) {
		s := newScenario(3)
		elen := s.Ready(0, "Elen Kamjian", 3)
		elen.Bled = true
		s.Ready(0, "Whisper", 3).Locked = true
		s.Ready(0, "Lenny Burkhead", 3) // not held up by a stuck minion
		g := s.ShowSingleOptions().Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Elen Kamjian")
		mustOffer(t, g, "End the minion phase")
		mustOffer(t, g, "Lenny Burkhead bleeds")
	})
}
