package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Gathii: during his action, reveal the top card of the library: +1
// stealth unless it is a master card, which costs him 1 blood; once each
// action (card text; §4.3).
func TestGathii(t *testing.T) {
	t.Run("not a master card: +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		gathii := s.Ready(0, "Gathii", 4)
		s.Library(0, "Flash")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Gathii", "Mkhokheli")
		answer(t, g, "Use Gathii: reveal the top card of the library")
		if !logged(g, "reveals the top card of their library: Flash") {
			t.Fatalf("no reveal\n%s", logText(g))
		}
		mustNotOffer(t, g, "Use Gathii")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
		wantBlood(t, gathii, 4)
	})
	t.Run("a master card: he burns 1 blood", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Gathii", 4)
		s.Library(0, "Minion Tap")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Gathii", "Mkhokheli")
		answer(t, g, "Use Gathii: reveal the top card of the library")
		if !logged(g, "Gathii: blood 4 → 3 (Gathii)") {
			t.Errorf("Gathii does not burn 1 blood\n%s", logText(g))
		}
		mustNotOffer(t, g, "Use Gathii")
		finish(t, g)
		if !logged(g, "Mkhokheli blocks") {
			t.Errorf("the block fails\n%s", logText(g))
		}
	})
}
