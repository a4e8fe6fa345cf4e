package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Adhocracy, by an Anarch: [ani] +1 bleed during a bleed, limited; [chi]
// +3 votes during polling; [pot] +1 strength in the combat if blocked;
// not by a non-Anarch (card text; §14 C19, §5.3, §6.4).
func TestAdhocracy(t *testing.T) {
	t.Run("[ani] +1 bleed", func(t *testing.T) {
		g := minionPhase("Hanna Nokelainen", 4, "Adhocracy", "Adhocracy")
		answer(t, g, "Hanna Nokelainen bleeds")
		notBlocked(t, g)
		answer(t, g, "Play Adhocracy (+1 bleed)")
		neverOffered(t, g, "Play Adhocracy (+1 bleed)")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("[chi] +3 votes", func(t *testing.T) {
		s := newScenario(3)
		aidan := readyWithHand(s, 0, "Aidan Lyle", 7, "Kine Resources Contested", "Adhocracy")
		g := s.Start(0, 2, vtes.PhaseMinion)
		g.MakeAnarch(aidan)
		callKRC(t, g, "Aidan Lyle")
		answer(t, g, "Play Adhocracy (+3 votes)", "Vote for")
		finish(t, g)
		if !logged(g, "casts 3 vote(s) for") {
			t.Errorf("no 3 votes cast\n%s", logText(g))
		}
	})
	t.Run("[pot] +1 strength when blocked", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Rayne", 3, "Adhocracy")
		mk := s.Ready(1, "Mkhokheli", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Rayne bleeds", "Play Adhocracy (+1 strength if blocked)", "Block with Mkhokheli")
		finish(t, g)
		if mk.Blood != 3 {
			t.Errorf("Mkhokheli %d blood, want 3: Rayne's hand strike did not get +1 strength", mk.Blood)
		}
	})
	t.Run("not by a non-Anarch", func(t *testing.T) {
		g := minionPhase("Lillian", 4, "Adhocracy")
		answer(t, g, "Lillian bleeds")
		notBlocked(t, g)
		neverOffered(t, g, "Play Adhocracy (+1 bleed)")
	})
}
