package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mkhokheli, Prince of Cape Town: 2 votes, and may play cards requiring a
// prince (Second Tradition: Domain, Parity Shift) (§9.8).
func TestMkhokheli(t *testing.T) {
	s := newScenario(3)
	mk := readyWithHand(s, 0, "Mkhokheli", 3, "Parity Shift")
	s.Pool(1, 35)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if n := g.Votes(mk); n != 2 {
		t.Errorf("Mkhokheli casts %d votes, want 2", n)
	}
	mustOffer(t, g, "Mkhokheli: Parity Shift (call a referendum)")
}
