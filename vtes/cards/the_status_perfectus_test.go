package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Status Perfectus: a +1 stealth action by an Anarch, put in play;
// once each master phase, 1 blood from a ready Anarch to another; after
// a blocking Anarch's combat with the acting minion, lock it and another
// ready unlocked Anarch, which enters combat with the acting minion; the
// acting minion cannot strike in its first round (card text).
func TestTheStatusPerfectus(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Crow", 3)
		sp := s.Hand(0, "The Status Perfectus")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Crow: The Status Perfectus (put in play)")
		finish(t, g)
		wantZone(t, sp, vtes.ZoneInPlay)
	})
	t.Run("master phase: 1 blood moved, once", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "The Status Perfectus")
		crow := s.Ready(0, "Crow", 3)
		dario := s.Ready(0, "Dario Ziggler", 2)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use The Status Perfectus", "Crow") // Dario Ziggler, the only other
		wantBlood(t, crow, 2)
		wantBlood(t, dario, 3)
		mustNotOffer(t, g, "Use The Status Perfectus")
	})
	t.Run("after the block's combat, a second Anarch fights", func(t *testing.T) {
		s := newScenario(3)
		madison := s.Ready(0, "Madison", 5)
		sp := s.InPlay(1, "The Status Perfectus")
		s.Ready(1, "Crow", 4)
		dario := s.Ready(1, "Dario Ziggler", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Madison", "Crow")
		passUntil(t, g, "Use The Status Perfectus")
		answer(t, g, "Use The Status Perfectus")
		finish(t, g)
		wantLocked(t, sp, true)
		wantLocked(t, dario, true)
		wantBlood(t, madison, 3) // Crow's hand strike, then Dario's
		wantBlood(t, dario, 4)   // Madison could not strike in that round
	})
}
