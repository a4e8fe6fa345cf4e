package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Coven: unique trifle, put in play; lock it to add 2 blood to a
// ready vampire you control; during your discard phase your predator
// takes control of it (card text; [LSJ 20100723]).
func TestTheCoven(t *testing.T) {
	t.Run("put in play, locked for 2 blood", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, "Monica Giovanni", 3, "The Coven")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Coven")
		coven := card(t, g, "The Coven")
		wantZone(t, coven, vtes.ZoneInPlay)
		answer(t, g, "Use The Coven: lock: add 2 blood")
		wantBlood(t, v, 5)
		if !coven.Locked {
			t.Errorf("The Coven is not locked")
		}
		mustNotOffer(t, g, "Use The Coven")
	})
	t.Run("in combat's damage resolution [PIB 20121031]", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Horace Radcliffe", 5, "Roundhouse")
		madison := s.Ready(1, "Madison", 2)
		s.InPlay(1, "The Coven")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Madison")
		answer(t, g, "Play Roundhouse (hand strike at +2)")
		fightUntil(t, g, "Use The Coven")
		answer(t, g, "Use The Coven") // Madison, the only one
		finish(t, g)
		wantBlood(t, madison, 1) // 2 + 2 - 3
	})
	t.Run("the predator takes it in the discard phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Monica Giovanni", 3)
		coven := s.InPlay(0, "The Coven")
		coven.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "End the minion phase")
		for coven.Controller == 0 && g.Pending() != nil && g.Active == 0 {
			decline(t, g)
		}
		if coven.Controller != 2 || !coven.Locked || coven.Zone != vtes.ZoneInPlay {
			t.Errorf("The Coven controlled by seat %d, locked %v, in zone %v; want seat 2's, locked",
				coven.Controller, coven.Locked, coven.Zone)
		}
	})
}
