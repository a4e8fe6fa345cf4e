package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Line: lock it to take 1 blood off the cost of an action card a
// vampire its Methuselah controls plays; vampires can steal it as a Ⓓ
// action (card text; costrelief.go, seize.go).
func TestTheLine(t *testing.T) {
	t.Run("locked: 1 blood off an action card's cost", func(t *testing.T) {
		s := newScenario(3)
		braden := readyWithHand(s, 0, "Braden White", 4, "Zaire River Ferry")
		line := s.InPlay(0, "The Line")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Braden White: Zaire River Ferry (equip)")
		notBlocked(t, g)
		answer(t, g, "Yes")
		wantBlood(t, braden, 3) // 2 blood, 1 off
		wantLocked(t, line, true)
	})
	t.Run("not used: the whole cost", func(t *testing.T) {
		s := newScenario(3)
		braden := readyWithHand(s, 0, "Braden White", 4, "Zaire River Ferry")
		line := s.InPlay(0, "The Line")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Braden White: Zaire River Ferry (equip)")
		notBlocked(t, g)
		answer(t, g, "No")
		wantBlood(t, braden, 2)
		wantLocked(t, line, false)
	})
	t.Run("a vampire steals it", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 4)
		line := s.InPlay(1, "The Line")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli steals The Line")
		notBlocked(t, g)
		if line.Controller != 0 {
			t.Errorf("The Line controlled by Methuselah %d, want 1\n%s", line.Controller+1, logText(g))
		}
	})
}
