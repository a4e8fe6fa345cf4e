package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Anarch Free Press: unique, put in play for 1 pool with a ready
// Anarch; lock it for +1 intercept to a blocking Anarch, or after an
// Anarch's successful hunt to add 1 blood to them (card text; §3.5.2,
// §4.3).
func TestTheAnarchFreePress(t *testing.T) {
	t.Run("played with a ready Anarch", func(t *testing.T) {
		wantPlayed(t, "Rayne", "The Anarch Free Press", 29)
	})
	t.Run("not without a ready Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Bijou", 3, "The Anarch Free Press")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play The Anarch Free Press")
	})
	t.Run("+1 intercept to a blocking Anarch", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Dowager", 3, "Lost in Crowds")
		s.Ready(1, "Rayne", 3)
		press := s.InPlay(1, "The Anarch Free Press")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager bleeds", "Block with Rayne", "Play Lost in Crowds (+1 stealth)",
			"Use The Anarch Free Press: lock: +1 intercept to an Anarch")
		finish(t, g)
		wantLocked(t, press, true)
		if !logged(g, "Rayne blocks The Dowager") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("1 blood after a successful hunt", func(t *testing.T) {
		s := newScenario(3)
		siarhei := s.Ready(0, "Siarhei Levchenko", 1)
		press := s.InPlay(0, "The Anarch Free Press")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Siarhei Levchenko hunts",
			"Use The Anarch Free Press: lock: 1 blood to the Anarch who hunted")
		wantBlood(t, siarhei, 3) // 1, +1 for the hunt, +1
		wantLocked(t, press, true)
	})
	t.Run("not after a bleed, not for a Camarilla vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Rayne", 1)
		s.Ready(0, "Bijou", 1)
		s.InPlay(0, "The Anarch Free Press")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Bijou hunts")
		mustNotOffer(t, g, "Use The Anarch Free Press")
		answer(t, g, "Rayne bleeds")
		mustNotOffer(t, g, "1 blood to the Anarch who hunted")
	})
}
