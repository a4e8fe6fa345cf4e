package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sybren van Oosten, Prince of Rotterdam (dom tha FOR PRE, capacity 7): a
// prince's 2 votes; he may unlock after a referendum he called passes,
// not after one that failed (card text; §5.2).
func TestSybrenVanOosten(t *testing.T) {
	vanilla(t, "Sybren van Oosten", 7, 2, vtes.Fortitude, vtes.Superior)
	t.Run("passed: he unlocks", func(t *testing.T) {
		s := newScenario(3)
		sybren := readyWithHand(s, 0, "Sybren van Oosten", 3, "Kine Resources Contested")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Sybren van Oosten")
		passUntil(t, g, "Use Sybren van Oosten")
		answer(t, g, "Use Sybren van Oosten")
		wantLocked(t, sybren, false)
	})
	t.Run("failed: not offered", func(t *testing.T) {
		s := newScenario(3)
		sybren := readyWithHand(s, 0, "Sybren van Oosten", 3, "Kine Resources Contested")
		s.Ready(1, "Belinde", 3)
		s.Ready(2, "Horst von Brühl", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Sybren van Oosten")
		answer(t, g, "Pass", "Belinde: 2 vote(s) against", "Horst von Brühl: 2 vote(s) against")
		neverOffered(t, g, "Use Sybren van Oosten")
		wantLocked(t, sybren, true)
	})
}
