package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Nik Sikko (cel pre, capacity 3, untitled): no title, so no Parity Shift;
// inferior Celerity only, so Resist Earth's Grasp is a combat card for him
// and never +1 stealth (§1.3, §1.5.4).
func TestNikSikko(t *testing.T) {
	s := newScenario(3)
	nik := readyWithHand(s, 0, "Nik Sikko", 3, "Parity Shift", "Resist Earth's Grasp")
	s.Ready(1, "Mkhokheli", 3)
	s.Pool(1, 35)
	g := s.Start(0, 2, vtes.PhaseMinion)
	if n := g.Votes(nik); n != 0 {
		t.Errorf("Nik casts %d votes, want 0", n)
	}
	mustNotOffer(t, g, "Parity Shift")
	blockedBleed(t, g, "Nik Sikko", "Mkhokheli")
	neverOffered(t, g, "(+1 stealth)")
}
