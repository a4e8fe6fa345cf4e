package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fiorella, Empty One: Path of Death and the Soul; unique wraith ally for
// 1 pool; locks to give another wraith or zombie ally +1 stealth or +1
// intercept (card text).
func TestFiorellaEmptyOne(t *testing.T) {
	t.Run("+1 stealth", func(t *testing.T) {
		s := newScenario(3)
		f := s.Ready(0, "Fiorella, Empty One", 1)
		s.Ready(0, "Bone Shambler", 1)
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Bone Shambler", "Madison")
		answer(t, g, "Use Fiorella, Empty One: lock: +1 stealth")
		finish(t, g)
		wantLocked(t, f, true)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("+1 intercept", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Monica Giovanni", 3, "Shadow Cloak")
		f := s.Ready(1, "Fiorella, Empty One", 1)
		s.Ready(1, "Screamer", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Monica Giovanni bleeds", "Block with Screamer")
		mustNotOffer(t, g, "Use Fiorella") // 0 stealth against 0 intercept
		answer(t, g, "Play Shadow Cloak (+1 stealth)")
		answer(t, g, "Use Fiorella, Empty One: lock: +1 intercept")
		wantLocked(t, f, true)
		finish(t, g)
		if !logged(g, "Screamer blocks Monica Giovanni") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("not for herself", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Fiorella, Empty One", 1)
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Fiorella, Empty One", "Madison")
		neverOffered(t, g, "Use Fiorella")
	})
}
