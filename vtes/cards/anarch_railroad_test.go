package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Anarch Railroad: lock it to give an acting Anarch +1 stealth when
// needed, its controller's or not; not to a Camarilla vampire (card text;
// §4.3).
func TestAnarchRailroad(t *testing.T) {
	t.Run("+1 stealth to an Anarch", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		rr := s.InPlay(0, "Anarch Railroad")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel bleeds", "Block with Mkhokheli", "Use Anarch Railroad")
		finish(t, g)
		wantLocked(t, rr, true)
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
	})
	t.Run("not to a Camarilla vampire", func(t *testing.T) {
		neverUsedInBlock(t, "Nik Sikko", "Anarch Railroad", "Mkhokheli")
	})
}
