package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Channel 10: lock it for +2 intercept to its Methuselah's blocking
// minion; not during the first action of a minion phase (card text).
func TestChannel10(t *testing.T) {
	s := newScenario(3)
	readyWithHand(s, 0, "Azucena", 3, "Shadow Cloak")
	s.Ready(0, "Egidia Arrú", 3)
	s.Ready(1, "Mkhokheli", 3)
	s.Ready(1, "Madison", 3)
	loc := s.InPlay(1, "Channel 10")
	s.InPlay(0, "Elysian Fields")
	g := s.Start(0, 2, vtes.PhaseMinion)
	blockedBleed(t, g, "Azucena", "Mkhokheli")
	answer(t, g, "Play Shadow Cloak (+1 stealth)")
	mustNotOffer(t, g, "Use Channel 10") // the first action
	for !offered(g, "Egidia Arrú bleeds") {
		answer(t, g, g.Labels()[0])
	}
	answer(t, g, "Egidia Arrú bleeds", "Block with Madison", "Use Elysian Fields")
	answer(t, g, "Use Channel 10: lock: +2 intercept")
	wantLocked(t, loc, true)
	if !logged(g, "Madison blocks Egidia Arrú") {
		t.Errorf("no block\n%s", logText(g))
	}
}
