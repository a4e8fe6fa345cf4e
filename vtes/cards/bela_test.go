package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Bela: capacity 3, ani obf pro DEM; cannot perform political actions;
// -1 stealth (card text; §3.5.8, §4.3).
func TestBela(t *testing.T) {
	vanilla(t, "Bela", 3, 0, vtes.Dementation, vtes.Superior)
	s := newScenario(3)
	readyWithHand(s, 0, "Bela", 3, "Kine Resources Contested")
	s.Ready(1, "Whisper", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	mustNotOffer(t, g, "Kine Resources Contested")
	answer(t, g, "Bela bleeds")
	if a := g.Action(); a == nil || a.Stealth != -1 {
		t.Fatalf("want a bleed at -1 stealth, got %+v", a)
	}
}
