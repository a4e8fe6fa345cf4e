package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dafina Hanganu: enters combat with a minion as a directed action (card text;
// §6.1).
func TestDafinaHanganu(t *testing.T) {
	vanilla(t, "Dafina Hanganu", 8, 2, vtes.Dominate, vtes.Superior)
	s := newScenario(3)
	v := s.Ready(0, "Dafina Hanganu", 4)
	mk := s.Ready(1, "Mkhokheli", 3)
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Dafina Hanganu: Dafina Hanganu (enter combat with a minion → Mkhokheli)")
	if a := g.Action(); a == nil || !a.Directed {
		t.Fatalf("want a directed action, got %+v", a)
	}
	answer(t, g, "Do not block")
	if !logged(g, "Combat: Dafina Hanganu against Mkhokheli") {
		t.Fatalf("no combat\n%s", logText(g))
	}
	finish(t, g)
	wantBlood(t, v, 3)
	wantBlood(t, mk, 2)
}
