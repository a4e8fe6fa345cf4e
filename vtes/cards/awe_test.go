package cards_test

import (
	"fmt"
	"testing"

	"kindred/vtes"
)

// Awe, for X blood, during the polling of a political action: +X+1 votes
// ([pre]), +2X+1 ([PRE]); not outside a referendum (card text; §5.3).
func TestAwe(t *testing.T) {
	cases := []struct {
		name, vampire, label string
		x, votes             int
	}{
		{"inferior, X=2: 3 votes", "Nik Sikko", "Play Awe (X blood: +X+1 votes)", 2, 3},
		{"inferior, X=0: 1 vote", "Nik Sikko", "Play Awe (X blood: +X+1 votes)", 0, 1},
		{"superior, X=2: 5 votes", "Mkhokheli", "Play Awe (X blood: +2X+1 votes)", 2, 5},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, tc.vampire, 5, "Kine Resources Contested", "Awe")
			g := s.Start(0, 2, vtes.PhaseMinion)
			callKRC(t, g, tc.vampire)
			answer(t, g, tc.label)
			answerAmount(t, g, tc.x)
			answer(t, g, "Vote for")
			wantBlood(t, v, 5-tc.x)
			finish(t, g)
			want := fmt.Sprintf("casts %d vote(s) for.", tc.votes) // the card's, beside the vampire's own
			if !logged(g, want) {
				t.Errorf("not %d votes cast for\n%s", tc.votes, logText(g))
			}
		})
	}
	t.Run("not outside a referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nik Sikko", 5, "Awe")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds")
		neverOffered(t, g, "Play Awe")
	})
}
