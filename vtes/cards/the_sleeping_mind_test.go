package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Sleeping Mind, as the action is announced: [dom] a chosen locked
// vampire cannot block this action, even woken; [DOM] during this action
// minions cannot unlock: a wake effect stays playable, Freak Drive after
// the resolution unlocks nothing (card text; [PIB 20150703]).
func TestTheSleepingMind(t *testing.T) {
	t.Run("inferior: a woken vampire still cannot block", func(t *testing.T) {
		s := newScenario(3)
		naomi := readyWithHand(s, 0, "Naomi Stewart", 3, "The Sleeping Mind")
		madison := s.Ready(1, "Madison", 3)
		madison.Locked = true
		s.Hand(1, "Wake with Evening's Freshness")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Naomi Stewart bleeds", "Play The Sleeping Mind (a locked vampire cannot block)")
		wantBlood(t, naomi, 2)
		answer(t, g, "Play Wake with Evening's Freshness (wake)")
		mustNotOffer(t, g, "Block with Madison")
	})
	t.Run("inferior: only with a locked vampire to choose", func(t *testing.T) {
		g := startActing("Naomi Stewart", 3, "The Sleeping Mind", "Madison", 3)
		answer(t, g, "Naomi Stewart bleeds")
		mustNotOffer(t, g, "(a locked vampire cannot block)")
	})
	t.Run("superior: Freak Drive after the action unlocks nothing", func(t *testing.T) {
		s := newScenario(3)
		madison := readyWithHand(s, 0, "Madison", 4, "The Sleeping Mind", "Freak Drive")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison hunts", "Play The Sleeping Mind (minions cannot unlock)")
		answer(t, g, "Play Freak Drive (unlock after a successful action)")
		wantLocked(t, madison, true)
		mustNotOffer(t, g, "Madison bleeds")
	})
	t.Run("without it, Freak Drive unlocks", func(t *testing.T) {
		s := newScenario(3)
		madison := readyWithHand(s, 0, "Madison", 4, "The Sleeping Mind", "Freak Drive")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison hunts", "Pass", "Play Freak Drive (unlock after a successful action)")
		wantLocked(t, madison, false)
	})
}
