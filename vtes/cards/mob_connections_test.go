package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mob Connections: locked, a minion of its Methuselah's presses to
// continue combat (not to end it); minions can burn it as a directed
// action (card text; §6.6).
func TestMobConnections(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Malachi", 3)
		mc := s.Hand(0, "Mob Connections")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Mob Connections")
		wantZone(t, mc, vtes.ZoneInPlay)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("lock: press to continue", func(t *testing.T) {
		s := newScenario(3)
		mal := s.Ready(0, "Malachi", 5)
		mc := s.InPlay(0, "Mob Connections")
		mk := s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Malachi", "Mkhokheli")
		answer(t, g, "Use Mob Connections")
		wantLocked(t, mc, true)
		finish(t, g)
		if !logged(g, "Malachi presses") {
			t.Fatalf("no press\n%s", logText(g))
		}
		wantBlood(t, mal, 3) // two rounds of hand strikes
		wantBlood(t, mk, 3)
	})
	t.Run("burned as a directed action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Malachi", 3)
		mc := s.InPlay(1, "Mob Connections")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mob Connections")
		finish(t, g)
		wantZone(t, mc, vtes.ZoneAsh)
	})
}
