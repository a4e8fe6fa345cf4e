package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Oluwafunmilayo, Prince of Lagos: +1 intercept during political actions
// only (card text; §4.1).
func TestOluwafunmilayo(t *testing.T) {
	t.Run("blocks a political action", func(t *testing.T) {
		g := startActing("Mkhokheli", 3, "Kine Resources Contested", "Oluwafunmilayo", 3)
		answer(t, g, "Mkhokheli: Kine Resources Contested", "Block with Oluwafunmilayo")
		finish(t, g)
		if !logged(g, "Oluwafunmilayo blocks Mkhokheli") {
			t.Errorf("no block at 1 intercept against 1 stealth\n%s", logText(g))
		}
	})
	t.Run("no intercept against a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(1, "Oluwafunmilayo", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Oluwafunmilayo")
		finish(t, g)
		if logged(g, "Oluwafunmilayo blocks") {
			t.Errorf("a block at 0 intercept against 1 stealth\n%s", logText(g))
		}
	})
}
