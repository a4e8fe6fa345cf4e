package cards_test

import (
	"testing"

	"kindred/vtes"
)

// KRCG News Radio: lock it for +1 intercept to its Methuselah's blocking
// minion, or lock it and burn 1 pool for +1 intercept to another
// Methuselah's blocking minion (card text; §4.3).
func TestKRCGNewsRadio(t *testing.T) {
	t.Run("its own blocker", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Azucena", 3, "Shadow Cloak")
		s.Ready(1, "Mkhokheli", 3)
		loc := s.InPlay(1, "KRCG News Radio")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Mkhokheli")
		answer(t, g, "Play Shadow Cloak (+1 stealth)")
		mustNotOffer(t, g, "(lock, burn 1 pool")
		answer(t, g, "Use KRCG News Radio: lock: +1 intercept")
		wantLocked(t, loc, true)
		if !logged(g, "Mkhokheli blocks Azucena") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("another's blocker, for 1 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Azucena", 3, "Shadow Cloak")
		s.Ready(1, "Mkhokheli", 3)
		s.InPlay(2, "KRCG News Radio")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Mkhokheli")
		answer(t, g, "Play Shadow Cloak (+1 stealth)")
		for !offered(g, "Use KRCG News Radio") {
			answer(t, g, "Pass")
		}
		answer(t, g, "Use KRCG News Radio: lock, burn 1 pool")
		wantPool(t, g, 30, 30, 29)
		if !logged(g, "Mkhokheli blocks Azucena") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
}
