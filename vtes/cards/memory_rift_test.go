package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Memory Rift, by an Anarch as the action is announced, with one or more
// of its Disciplines (group G00086): [dem] a titled or younger vampire
// chosen cannot block; [obf] +1 stealth before it is needed; [pre] if
// blocked, this Anarch can strike: combat ends in the first round (card
// text; §14 C26).
func TestMemoryRift(t *testing.T) {
	t.Run("obf: +1 stealth as announced", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aluc Romas de Leon", 3, "Memory Rift")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon bleeds")
		mustOffer(t, g, "Play Memory Rift (+1 stealth, if blocked: strike: combat ends)") // both at once
		answer(t, g, "Play Memory Rift (+1 stealth)", "Block with Mkhokheli")
		finish(t, g)
		if logged(g, "Mkhokheli blocks") {
			t.Errorf("blocked despite +1 stealth\n%s", logText(g))
		}
	})
	t.Run("pre: blocked, strike: combat ends", func(t *testing.T) {
		s := newScenario(3)
		aluc := readyWithHand(s, 0, "Aluc Romas de Leon", 3, "Memory Rift")
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aluc Romas de Leon bleeds", "Play Memory Rift (if blocked: strike: combat ends)",
			"Block with Mkhokheli", "combat ends")
		finish(t, g)
		wantBlood(t, aluc, 3)
		wantBlood(t, mk, 3)
	})
	t.Run("dem: a titled vampire cannot block", func(t *testing.T) {
		s := newScenario(3)
		arthur := readyWithHand(s, 0, "Arthur Denholm", 3, "Memory Rift")
		s.Ready(1, "Mkhokheli", 3) // Prince of Cape Town, older
		s.Ready(1, "Nik Sikko", 3) // untitled, younger
		g := s.Start(0, 2, vtes.PhaseMinion)
		g.MakeAnarch(arthur)
		answer(t, g, "Arthur Denholm bleeds",
			"Play Memory Rift (a titled or younger vampire cannot block)", "Mkhokheli")
		mustNotOffer(t, g, "Block with Mkhokheli")
		mustOffer(t, g, "Block with Nik Sikko")
	})
	t.Run("not by a vampire who is no Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arthur Denholm", 3, "Memory Rift")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arthur Denholm bleeds")
		mustNotOffer(t, g, "Play Memory Rift")
	})
}
