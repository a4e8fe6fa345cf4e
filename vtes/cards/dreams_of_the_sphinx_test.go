package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dreams of the Sphinx: unique, in play for 1 pool; each lock adds a
// counter, and it burns at 3 (card text). Locked for +2 hand size until
// the end of the turn ([LSJ 20100812]), in the unlock phase for 1 pool
// with the Edge, or for 1 blood on an uncontrolled vampire.
func TestDreamsOfTheSphinx(t *testing.T) {
	t.Run("played for 1 pool", func(t *testing.T) {
		wantPlayed(t, "", "Dreams of the Sphinx", 29)
	})
	t.Run("+2 hand size until the end of the turn", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		dreams := s.InPlay(0, "Dreams of the Sphinx")
		s.Library(0, "Deflection", "Deflection", "Deflection", "Deflection")
		s.Ready(1, "Nik Sikko", 3)
		g := startTurns(s, 2, 0, 2, vtes.PhaseMaster)
		before := len(g.Hand(0))
		answer(t, g, "lock: +2 hand size this turn")
		if got := len(g.Hand(0)); got != before+2 || g.HandSize(0) != 9 {
			t.Errorf("hand %d cards, size %d; want %d cards, size 9", got, g.HandSize(0), before+2)
		}
		wantLocked(t, dreams, true)
		if dreams.Counters != 1 {
			t.Errorf("%d counters, want 1", dreams.Counters)
		}
		passUntil(t, g, "Nik Sikko bleeds") // the next Methuselah's turn
		if g.HandSize(0) != 7 {
			t.Errorf("hand size %d after the turn, want 7", g.HandSize(0))
		}
	})
	t.Run("1 pool in the unlock phase with the Edge", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		dreams := s.InPlay(0, "Dreams of the Sphinx")
		dreams.Locked = true // unlocked first, then locked again for the pool
		s.Edge(0)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		untilAsked(t, g, "Dreams of the Sphinx")
		answer(t, g, "Yes")
		wantLocked(t, dreams, true)
		if pool(g, 0) < 31 {
			t.Errorf("pool %d, want the Sphinx's 1 pool", pool(g, 0))
		}
	})
	t.Run("not without the Edge", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		dreams := s.InPlay(0, "Dreams of the Sphinx")
		dreams.Locked = true
		s.Edge(1)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		passUntil(t, g, "lock: +2 hand size") // the master phase
		wantLocked(t, dreams, false)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("1 blood to an uncontrolled vampire; burned at 3 counters", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		dreams := s.InPlay(0, "Dreams of the Sphinx")
		dreams.Counters = 2
		meaghan := s.Uncontrolled(0, "Meaghan", 1)
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, "lock: 1 blood to an uncontrolled vampire")
		wantBlood(t, meaghan, 2)
		wantZone(t, dreams, vtes.ZoneAsh)
	})
	t.Run("the third lock for hand size lasts the turn, then it burns", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ashley", 3)
		dreams := s.InPlay(0, "Dreams of the Sphinx")
		dreams.Counters = 2
		s.Library(0, "Deflection", "Deflection", "Deflection", "Deflection")
		s.Ready(1, "Nik Sikko", 3)
		g := startTurns(s, 2, 0, 2, vtes.PhaseMaster)
		answer(t, g, "lock: +2 hand size this turn")
		if g.HandSize(0) != 9 {
			t.Errorf("hand size %d, want 9", g.HandSize(0))
		}
		wantZone(t, dreams, vtes.ZoneInPlay)
		passUntil(t, g, "Nik Sikko bleeds")
		wantZone(t, dreams, vtes.ZoneAsh)
	})
}
