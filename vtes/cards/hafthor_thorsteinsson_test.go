package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hafthor Thorsteinsson: +1 intercept, so he blocks a 1-stealth hunt
// (card text; §4.3).
func TestHafthorThorsteinsson(t *testing.T) {
	vanilla(t, "Hafthor Thorsteinsson", 7, 0, vtes.Presence, vtes.Superior)
	s := newScenario(3)
	s.Ready(0, "Mkhokheli", 3)
	s.Ready(1, "Hafthor Thorsteinsson", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli hunts", "Block with Hafthor Thorsteinsson")
	finish(t, g)
	if !logged(g, "Hafthor Thorsteinsson blocks Mkhokheli") {
		t.Errorf("no block at 1 intercept against 1 stealth\n%s", logText(g))
	}
}
