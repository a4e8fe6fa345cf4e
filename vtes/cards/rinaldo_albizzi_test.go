package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rinaldo Albizzi, primogen (1 vote): +1 intercept, so he blocks a
// 1-stealth hunt (card text; §4.3).
func TestRinaldoAlbizzi(t *testing.T) {
	vanilla(t, "Rinaldo Albizzi", 7, 1, vtes.Oblivion, vtes.Superior)
	s := newScenario(3)
	s.Ready(0, "Mkhokheli", 3)
	s.Ready(1, "Rinaldo Albizzi", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Mkhokheli hunts", "Block with Rinaldo Albizzi")
	finish(t, g)
	if !logged(g, "Rinaldo Albizzi blocks Mkhokheli") {
		t.Errorf("no block at 1 intercept against 1 stealth\n%s", logText(g))
	}
}
