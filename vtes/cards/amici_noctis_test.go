package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Amici Noctis: after a passed referendum, 1 blood a vote of margin among
// the Lasombra (1 each) and the pool (2 for a titled actor); not after a
// failed one (card text).
func TestAmiciNoctis(t *testing.T) {
	t.Run("a margin of 3", func(t *testing.T) {
		s := newScenario(3)
		yewon := readyWithHand(s, 0, "Yewon Ong", 3, "Kine Resources Contested", "Amici Noctis")
		azucena := s.Ready(0, "Azucena", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Yewon Ong")
		answer(t, g, "Yewon Ong: 2 vote(s) for")
		for !offered(g, "Play Amici Noctis") {
			answer(t, g, "Pass")
		}
		answer(t, g, "Play Amici Noctis")
		mustOffer(t, g, "2") // titled: up to 2 pool
		answer(t, g, "1", "Azucena")
		wantBlood(t, yewon, 4)
		wantBlood(t, azucena, 4)
		wantPool(t, g, 31, 28, 28)
	})
	t.Run("not after a failed referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Azucena", 3, "Kine Resources Contested", "Amici Noctis")
		readyWithHand(s, 1, "Alice Chen", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Azucena")
		for !offered(g, "Alice Chen: 2 vote(s) against") {
			answer(t, g, "Pass")
		}
		answer(t, g, "Alice Chen: 2 vote(s) against")
		neverOffered(t, g, "Play Amici Noctis")
	})
}
