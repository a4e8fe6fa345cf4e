package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Szlachta Bodyguard: lock to prevent 1 damage to its employer in combat;
// burn it to have an action directed at a minion of its Methuselah fail
// (card text; §6.7).
func TestSzlachtaBodyguard(t *testing.T) {
	t.Run("lock: prevent 1 damage", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 4, "Roundhouse")
		saan := s.Ready(1, "Saankaláxt", 4)
		guard := s.Attach(saan, "Szlachta Bodyguard", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Saankaláxt")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		fightUntil(t, g, "lock: prevent 1 damage")
		answer(t, g, "lock: prevent 1 damage")
		finish(t, g)
		wantBlood(t, saan, 2) // 3 damage, 1 prevented
		wantLocked(t, guard, true)
	})
	t.Run("burn: the directed action fails", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nathaniel Bordruff", 4)
		saan := s.Ready(1, "Saankaláxt", 4)
		saan.Locked = true
		guard := s.Attach(saan, "Szlachta Bodyguard", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff (enter combat with a locked vampire → Saankaláxt)")
		answer(t, g, "burn: the action directed at your minion fails")
		finish(t, g)
		if logged(g, "Combat: Nathaniel Bordruff against Saankaláxt") {
			t.Error("the failed action went on to its combat")
		}
		wantZone(t, guard, vtes.ZoneAsh)
	})
}
