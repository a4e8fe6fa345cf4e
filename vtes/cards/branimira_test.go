package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Branimira, baron of Sofia: +1 intercept while her Methuselah has 9 pool
// or fewer (card text; §4.3); a baron's 2 votes (§9.8).
func TestBranimira(t *testing.T) {
	for _, tc := range []struct {
		pool int
		want string
	}{{9, "Block with Branimira (intercept 1)"}, {10, "Block with Branimira"}} {
		t.Run(tc.want, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Mkhokheli", 3)
			b := s.Ready(1, "Branimira", 3)
			s.Pool(1, tc.pool)
			g := s.Start(0, 2, vtes.PhaseMinion)
			wantVotes(t, g, b, 2)
			answer(t, g, "Mkhokheli bleeds Methuselah 2")
			mustOffer(t, g, tc.want)
			if tc.pool > 9 {
				mustNotOffer(t, g, "(intercept")
			}
		})
	}
}
