package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Chun Hei (CEL POT PRE, capacity 7): +1 strength; once each combat she
// may burn 1 blood for 1 additional strike that does not count against
// the limit (card text; §6.5).
func TestChunHei(t *testing.T) {
	s := newScenario(3)
	chun := s.Ready(0, "Chun Hei", 4)
	madison := s.Ready(1, "Madison", 5)
	g := s.Start(0, 2, vtes.PhaseMinion)
	vanilla(t, "Chun Hei", 7, 0, vtes.Potence, vtes.Superior)
	blockedBleed(t, g, "Chun Hei", "Madison")
	fightUntil(t, g, "burn 1 blood: 1 additional strike")
	answer(t, g, "burn 1 blood: 1 additional strike")
	finish(t, g)
	wantBlood(t, madison, 1) // two hand strikes of 2
	wantBlood(t, chun, 2)    // 1 burned, 1 from Madison's hand strike
}
