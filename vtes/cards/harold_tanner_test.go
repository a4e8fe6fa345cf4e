package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Harold Tanner: the controller of the minion in combat with him plays
// with an open hand, during that combat only (card text; openhand.go).
func TestHaroldTanner(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Harold Tanner", 4, "Roundhouse") // POT: a decision in the combat
	s.Ready(1, "Nik Sikko", 3)
	s.Hand(1, "Roundhouse")
	g := s.Start(0, 2, vtes.PhaseMinion)
	if g.HandOpen(1) {
		t.Fatal("an open hand before any combat")
	}
	blockedBleed(t, g, "Harold Tanner", "Nik Sikko")
	if !g.HandOpen(1) || g.HandOpen(2) || len(g.SeatView(2).OpenHand(1)) != 1 {
		t.Errorf("in combat: open hands %v %v; want Methuselah 2's only", g.HandOpen(1), g.HandOpen(2))
	}
	answer(t, g, "Hand strike")
	finish(t, g)
	if g.HandOpen(1) {
		t.Error("the hand stays open after the combat")
	}
}
