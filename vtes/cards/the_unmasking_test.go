package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Unmasking: allies get +1 intercept against vampires; not replaced
// until its player's next discard phase (card text).
func TestTheUnmasking(t *testing.T) {
	for _, tc := range []struct {
		name    string
		inPlay  bool
		blocked bool
	}{
		{"an ally blocks a vampire with +1 intercept", true, true},
		{"without it, the stealth wins", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, "Percival", 3, "Shadow Play")
			s.Ready(1, "Political Ally", 1)
			if tc.inPlay {
				s.InPlay(2, "The Unmasking")
			}
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Percival bleeds", "Block with Political Ally")
			if offered(g, "Play Shadow Play (+1 stealth)") {
				answer(t, g, "Play Shadow Play (+1 stealth)")
			}
			finish(t, g)
			if got := logged(g, "Political Ally blocks Percival"); got != tc.blocked {
				t.Errorf("blocked %v, want %v\n%s", got, tc.blocked, logText(g))
			}
		})
	}
	t.Run("played in the discard phase, not replaced at once", func(t *testing.T) {
		s := newScenario(3)
		u := s.Hand(0, "The Unmasking", "Wash")[0]
		s.Library(0, "Art Scam", "Art Scam", "Art Scam", "Art Scam", "Art Scam", "Art Scam", "Art Scam")
		g := s.Start(0, 2, vtes.PhaseDiscard)
		answer(t, g, "Play The Unmasking")
		wantZone(t, u, vtes.ZoneInPlay)
		// The refill at the end of the phase leaves it owed: 6 cards.
		if n := len(g.Hand(0)); n != 6 {
			t.Errorf("hand of %d after the refill, want 6: not replaced yet", n)
		}
	})
}
