package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Aniel: a +1 stealth action costing 1 blood burning 1 corruption counter
// or a card requiring a Discipline from another ready minion (card text).
func TestAniel(t *testing.T) {
	t.Run("a Discipline card burned", func(t *testing.T) {
		s := newScenario(3)
		aniel := s.Ready(0, "Aniel", 4)
		horace := s.Ready(1, "Horace Radcliffe", 5)
		hm := s.Attach(horace, "Heroic Might", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aniel: Aniel (burn a corruption counter or a Discipline card from a minion → Horace Radcliffe)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("want a +1 stealth action, got %+v", a)
		}
		notBlocked(t, g)
		wantZone(t, hm, vtes.ZoneAsh)
		wantBlood(t, aniel, 3)
	})
	t.Run("a corruption counter burned, by choice", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Aniel", 4)
		horace := s.Ready(1, "Horace Radcliffe", 5)
		hm := s.Attach(horace, "Heroic Might", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		g.SetCorruption(horace, 2, 2)
		answer(t, g, "Aniel: Aniel (burn a corruption counter or a Discipline card from a minion → Horace Radcliffe)")
		notBlocked(t, g)
		answer(t, g, "burn a corruption counter")
		if n := g.Corruption(horace, 2); n != 1 {
			t.Errorf("%d corruption counters left, want 1", n)
		}
		wantZone(t, hm, vtes.ZoneAttached)
	})
	t.Run("nothing to burn: not offered", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Aniel", 4)
		s.Ready(1, "Horace Radcliffe", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "burn a corruption counter or")
	})
}
