package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Monastery of Shadows: +1 hand size; lock it for +1 stealth to a
// vampire of capacity 8 or more, not a smaller one (card text; §4.3).
func TestMonasteryOfShadows(t *testing.T) {
	t.Run("+1 stealth to a capacity 8", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Percival", 3)
		ms := s.InPlay(0, "Monastery of Shadows")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		if n := g.HandSize(0); n != 8 {
			t.Errorf("hand size %d, want 8", n)
		}
		answer(t, g, "Percival bleeds", "Block with Mkhokheli", "Use Monastery of Shadows")
		finish(t, g)
		wantLocked(t, ms, true)
		if !logged(g, "Mkhokheli fails to block") {
			t.Errorf("the block did not fail\n%s", logText(g))
		}
	})
	t.Run("not to a capacity 4", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Loonar", 3)
		s.InPlay(0, "Monastery of Shadows")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Loonar bleeds", "Block with Mkhokheli")
		neverOffered(t, g, "Use Monastery of Shadows")
	})
}
