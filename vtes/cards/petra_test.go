package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Petra: a vampire pressing to continue combat with her burns 1 blood
// (card text). Her aggravated damage against Baali is the rule's test
// (TestAggravatedAgainst in vtes): no Baali is implemented.
func TestPetra(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Petra", 5)
	mk := readyWithHand(s, 1, "Mkhokheli", 6, "Telepathic Tracking") // aus
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, "Petra", "Mkhokheli")
	fightUntil(t, g, "Play Telepathic Tracking (press")
	answer(t, g, "Play Telepathic Tracking (press")
	// 1 damage in round 1, 1 blood for the Tracking, 1 for pressing.
	wantBlood(t, mk, 3)
}
