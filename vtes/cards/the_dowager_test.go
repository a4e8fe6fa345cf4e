package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Dowager gets +1 intercept during directed actions only: she blocks a
// bleed at +1 stealth, and cannot block a hunt (+1 stealth, undirected)
// without help (card text; §4.2, §4.3).
func TestTheDowager(t *testing.T) {
	t.Run("directed: blocks a +1 stealth bleed", func(t *testing.T) {
		g, _, dowager := startBlockedBleed(t, "Horace Radcliffe", 3, "Lost in Crowds",
			"The Dowager", 3)
		if a := g.Action(); a.Intercept != 1 || a.Stealth != 0 {
			t.Fatalf("stealth %d against intercept %d, want 0 against 1", a.Stealth,
				a.Intercept)
		}
		answer(t, g, "Play Lost in Crowds (+1 stealth)")
		// 1 against 1: still blocked, and Horace has nothing more.
		if !logged(g, "The Dowager blocks Horace Radcliffe") {
			t.Errorf("the Dowager did not block at 1 stealth against 1 intercept\n%s",
				logText(g))
		}
		wantLocked(t, dowager, true)
	})
	t.Run("undirected: no bonus against a hunt", func(t *testing.T) {
		s := newScenario(3)
		hunter := s.Ready(0, "Horace Radcliffe", 3)
		s.Ready(1, "The Dowager", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe hunts", "Block with The Dowager")
		if !logged(g, "The Dowager fails to block") {
			t.Errorf("the Dowager blocked a +1 stealth hunt with 0 intercept\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, hunter, 4)
	})
}
