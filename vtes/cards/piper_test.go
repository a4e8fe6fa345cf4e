package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Piper: lock a ready unlocked Anarch, who employs a retainer from the
// hand, cost paid, not as an action; not without an Anarch (card text;
// groups G00128, G00131).
func TestPiper(t *testing.T) {
	t.Run("an Anarch employs from the hand", func(t *testing.T) {
		s := newScenario(3)
		saan := s.Ready(0, "Saankaláxt", 4)
		guard := s.Hand(0, "Piper", "Szlachta Bodyguard")[1]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Piper")
		wantOn(t, g, guard, saan)
		wantLocked(t, saan, true)
		wantBlood(t, saan, 3)
	})
	t.Run("no Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 4, "Piper", "Szlachta Bodyguard")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Piper")
	})
}
