package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Villein: a trifle put on a vampire of its Methuselah's with blood,
// moving 2 to 5 of its blood to their pool, what it has if less ([LSJ
// 20100216]); each Villein already on that vampire costs +1 pool, not
// playable there without the pool ([ANK 20210714]); Minion Tap then costs
// its Methuselah +1 pool (card text; §1.6).
func TestVillein(t *testing.T) {
	t.Run("3 blood to the pool", func(t *testing.T) {
		s := newScenario(3)
		leumeah := s.Ready(0, "Leumeah", 4)
		villein := s.Hand(0, "Villein")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Villein")
		answerAmount(t, g, 3)
		wantBlood(t, leumeah, 1)
		wantOn(t, g, villein, leumeah)
		wantPool(t, g, 33, 30, 30)
	})
	t.Run("less blood than announced", func(t *testing.T) {
		s := newScenario(3)
		leumeah := readyWithHand(s, 0, "Leumeah", 1, "Villein")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Villein")
		answerAmount(t, g, 2)
		wantPool(t, g, 31, 30, 30)
		// Left empty, she must hunt in the minion phase (§3.3.3).
		if !logged(g, "Leumeah hunts: +1 blood") {
			t.Errorf("no hunt\n%s", logText(g))
		}
		wantBlood(t, leumeah, 1)
	})
	t.Run("a second Villein costs +1 pool", func(t *testing.T) {
		s := newScenario(3)
		leumeah := s.Ready(0, "Leumeah", 4)
		s.Attach(leumeah, "Villein", 0)
		s.Hand(0, "Villein")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Villein")
		answerAmount(t, g, 2)
		wantBlood(t, leumeah, 2)
		wantPool(t, g, 31, 30, 30)
	})
	t.Run("not without the pool for it", func(t *testing.T) {
		s := newScenario(3)
		leumeah := s.Ready(0, "Leumeah", 4)
		s.Attach(leumeah, "Villein", 0)
		s.Attach(leumeah, "Villein", 0)
		s.Hand(0, "Villein")
		s.Pool(0, 1)
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Villein")
	})
	t.Run("Minion Tap costs +1 pool", func(t *testing.T) {
		s := newScenario(3)
		leumeah := s.Ready(0, "Leumeah", 4)
		s.Attach(leumeah, "Villein", 0)
		s.Hand(0, "Minion Tap")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Minion Tap", "2")
		wantBlood(t, leumeah, 2)
		wantPool(t, g, 31, 30, 30)
	})
}
