package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Tommaso Sforza (dom for AUS OBL THA, capacity 7): once each turn, ready,
// he burns 1 blood before range to end a combat of a wraith or zombie
// ally of his Methuselah; not for a vampire's combat (card text).
func TestTommasoSforza(t *testing.T) {
	t.Run("ends a wraith's combat", func(t *testing.T) {
		vanilla(t, "Tommaso Sforza", 7, 0, vtes.Oblivion, vtes.Superior)
		s := newScenario(3)
		s.Ready(0, "Azucena", 3)
		tommaso := s.Ready(1, "Tommaso Sforza", 3)
		scr := s.Ready(1, "Screamer", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Screamer")
		answer(t, g, "Use Tommaso Sforza: burn 1 blood: end the combat")
		finish(t, g)
		wantBlood(t, tommaso, 2)
		wantZone(t, scr, vtes.ZoneReady)
		wantBlood(t, scr, 1)
	})
	t.Run("not for a vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Azucena", 3)
		s.Ready(1, "Tommaso Sforza", 3)
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Madison")
		neverOffered(t, g, "Use Tommaso Sforza")
	})
}
