package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fotini Katsikaris: after she bleeds successfully, her Methuselah gets +1
// hand size until their next discard phase, drawn at once (card text;
// handsizediscard.go).
func TestFotiniKatsikaris(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Fotini Katsikaris", 3)
	s.Ready(0, "Cyan Sin", 2) // the minion phase goes on
	s.Hand(0, "Deflection", "Deflection", "Deflection", "Deflection", "Deflection", "Deflection", "Deflection")
	s.Library(0, "Conditioning", "Conditioning", "Conditioning")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Fotini Katsikaris bleeds")
	notBlocked(t, g)
	if n, hs := len(g.Hand(0)), g.HandSize(0); n != 8 || hs != 8 {
		t.Fatalf("after the bleed: %d cards, hand size %d; want 8 and 8", n, hs)
	}
	passUntil(t, g, "End the discard phase")
	if hs := g.HandSize(0); hs != 7 {
		t.Errorf("in the discard phase: hand size %d, want 7", hs)
	}
}
