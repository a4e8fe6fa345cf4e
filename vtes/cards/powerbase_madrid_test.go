package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Powerbase: Madrid: a counter added in its Methuselah's unlock phase
// while it has 3 or fewer; locked in a referendum's polling for +1 vote
// a counter to a titled Sabbat vampire; its counters burned by another
// Methuselah's vampire as a Ⓓ action (card text).
func TestPowerbaseMadrid(t *testing.T) {
	for _, tt := range []struct {
		counters, want int
	}{{3, 4}, {4, 4}} {
		t.Run("unlock phase", func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Mkhokheli", 3)
			madrid := s.InPlay(0, "Powerbase: Madrid")
			madrid.Counters = tt.counters
			g := s.Start(0, 2, vtes.PhaseUnlock)
			if tt.counters <= 3 {
				untilAsked(t, g, "Use Powerbase: Madrid")
				answer(t, g, "Yes")
			}
			passUntil(t, g, "End the minion phase")
			if madrid.Counters != tt.want {
				t.Errorf("%d counters, want %d", madrid.Counters, tt.want)
			}
		})
	}
	t.Run("locked in the polling: +1 vote a counter", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Percival", 3, "Kine Resources Contested") // Archbishop
		madrid := s.InPlay(0, "Powerbase: Madrid")
		madrid.Counters = 2
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Percival")
		answer(t, g, "Use Powerbase: Madrid")
		answer(t, g, "Vote for")
		finish(t, g)
		wantLocked(t, madrid, true)
		if !logged(g, "casts 2 vote(s) for") {
			t.Errorf("no 2 votes\n%s", logText(g))
		}
	})
	t.Run("its counters burned as a Ⓓ action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		madrid := s.InPlay(1, "Powerbase: Madrid")
		madrid.Counters = 3
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "burn the counters of Powerbase: Madrid")
		notBlocked(t, g)
		if madrid.Counters != 0 {
			t.Errorf("%d counters left", madrid.Counters)
		}
		mustNotOffer(t, g, "burn the counters") // none left
	})
}
