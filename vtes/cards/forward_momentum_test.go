package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Forward Momentum: +1 counter after a successful bleed by a Cathari
// vampire of its Methuselah, -1 after an unsuccessful one; 2 counters
// burned to unlock such a vampire after its action (card text;
// afterbleed.go).
func TestForwardMomentum(t *testing.T) {
	t.Run("a successful bleed: +1 counter", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ximena", 3)
		s.Ready(0, "Mkhokheli", 3)
		fm := s.InPlay(0, "Forward Momentum")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ximena bleeds")
		notBlocked(t, g)
		if fm.Counters != 1 {
			t.Fatalf("%d counters, want 1", fm.Counters)
		}
		answer(t, g, "Mkhokheli bleeds") // no path: nothing
		notBlocked(t, g)
		if fm.Counters != 1 {
			t.Errorf("%d counters after a Toreador's bleed, want 1", fm.Counters)
		}
	})
	t.Run("a blocked bleed: -1 counter", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ximena", 3)
		s.Ready(1, "Loonar", 3)
		fm := s.InPlay(0, "Forward Momentum")
		fm.Counters = 2
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Ximena", "Loonar")
		finish(t, g)
		if fm.Counters != 1 {
			t.Errorf("%d counters, want 1", fm.Counters)
		}
	})
	t.Run("2 counters: unlock the vampire after its action", func(t *testing.T) {
		s := newScenario(3)
		x := s.Ready(0, "Ximena", 3)
		fm := s.InPlay(0, "Forward Momentum")
		fm.Counters = 2
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ximena bleeds")
		notBlocked(t, g)
		answer(t, g, "burn 2 counters: unlock the acting vampire")
		wantLocked(t, x, false)
		if fm.Counters != 1 { // 2 + 1 for the bleed − 2
			t.Errorf("%d counters, want 1", fm.Counters)
		}
	})
}
