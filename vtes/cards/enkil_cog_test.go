package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Enkil Cog: after a successful bleed against the prey, on a vampire of
// capacity 10 or more: +1 bleed; in any Methuselah's minion phase, lock
// it to take an action (card text; anyminionphase.go).
func TestEnkilCog(t *testing.T) {
	t.Run("after a successful bleed against the prey", func(t *testing.T) {
		s := newScenario(3)
		gwen := s.Ready(0, "Gwendolyn", 4)
		cog := s.Hand(0, "Enkil Cog")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Gwendolyn bleeds", "Play Enkil Cog (put on this vampire) with Gwendolyn")
		wantOn(t, g, cog, gwen)
		wantPool(t, g, 30, 27, 30) // her bleed of 3
	})
	t.Run("not for a vampire of capacity below 10", func(t *testing.T) {
		g := minionPhase("Madison", 4, "Enkil Cog")
		answer(t, g, "Madison bleeds")
		neverOffered(t, g, "Play Enkil Cog")
	})
	t.Run("+1 bleed; an action in another Methuselah's minion phase", func(t *testing.T) {
		s := newScenario(3)
		gwen := s.Ready(0, "Gwendolyn", 4)
		cog := s.Attach(gwen, "Enkil Cog", 0)
		s.Ready(1, "Madison", 4)
		g := startTurns(s, 1, 1, 3, vtes.PhaseMinion)
		answer(t, g, "End the minion phase")
		answer(t, g, "Gwendolyn bleeds", "Do not block")
		wantPool(t, g, 30, 26, 30) // her bleed of 3, +1
		wantLocked(t, cog, true)
		wantLocked(t, gwen, true)
		mustOffer(t, g, "Madison bleeds")    // the impulse back to the acting Methuselah
		answer(t, g, "End the minion phase") // the Cog locked: nobody else asked
		if n := countLog(g, "Gwendolyn acts"); n != 1 {
			t.Errorf("Gwendolyn acted %d times, want once", n)
		}
	})
	t.Run("an action cancelled as played: locked, the vampire may act again", func(t *testing.T) {
		// [LSJ 20081213-1], [ANK 20210124]
		s := newScenario(3)
		gwen := s.Ready(0, "Gwendolyn", 4)
		cog := s.Attach(gwen, "Enkil Cog", 0)
		s.Hand(0, "Kine Resources Contested", "Kine Resources Contested")
		s.Ready(1, "Madison", 4)
		s.Hand(2, "Direct Intervention")
		g := startTurns(s, 1, 1, 3, vtes.PhaseMinion)
		answer(t, g, "End the minion phase")
		answer(t, g, "Gwendolyn: Kine Resources Contested", "Play Direct Intervention")
		wantLocked(t, cog, true)
		wantLocked(t, gwen, false)
		mustOffer(t, g, "Gwendolyn: Kine Resources Contested")
		answer(t, g, "Pass")
		wantLocked(t, gwen, false)
	})
}
