package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Aidan Lyle: 1 optional press each combat, used to continue; none left
// for a second (card text; §6.6).
func TestAidanLyle(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Aidan Lyle", 6)
	mk := s.Ready(1, "Mkhokheli", 6)
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, "Aidan Lyle", "Mkhokheli")
	fightUntil(t, g, "Use an optional press")
	answer(t, g, "Use an optional press")
	finish(t, g)
	wantBlood(t, mk, 4) // two rounds of hand strikes
	if countLog(g, "Aidan Lyle presses") != 1 {
		t.Errorf("want one press\n%s", logText(g))
	}
}
