package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ambush: Ⓓ enter combat with a locked minion, with 1 optional maneuver
// in that combat; not against an unlocked minion (card text; §6.3).
func TestAmbush(t *testing.T) {
	t.Run("combat with a maneuver", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Ashley", 3, "Ambush")
		nik := s.Ready(1, "Nik Sikko", 3)
		nik.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ashley: Ambush (enter combat with a locked minion, 1 optional maneuver → Nik Sikko)")
		passUntil(t, g, "Use an optional maneuver (1 left)")
	})
	t.Run("not an unlocked minion", func(t *testing.T) {
		g := startActing("Ashley", 3, "Ambush", "Nik Sikko", 3)
		mustNotOffer(t, g, "Ambush")
	})
}
