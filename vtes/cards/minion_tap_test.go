package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Minion Tap: move any amount of blood from a vampire the player controls
// to their pool (card text; §1.6).
func TestMinionTap(t *testing.T) {
	s := newScenario(3)
	mk := readyWithHand(s, 0, "Mkhokheli", 3, "Minion Tap")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Minion Tap", "2") // amounts 1 to 3
	wantBlood(t, mk, 1)
	wantPool(t, g, 32, 30, 30)
}
