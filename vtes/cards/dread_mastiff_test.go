package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dread Mastiff: employed for 1 blood with 2 life by a vampire of the
// Path of Caine; 1 damage to the opposing minion each round at close
// range; superior, 1 optional press each combat for its employer (card
// text; §6.6, §14 C34).
func TestDreadMastiff(t *testing.T) {
	for _, tc := range []struct {
		vampire, mode string
		presses       bool
	}{
		{"Lawbringer", "(employ)", false},
		{"Anousha, The Maniac", "(employ (superior))", true},
	} {
		t.Run(tc.vampire+" "+tc.mode, func(t *testing.T) {
			s := newScenario(3)
			v := s.Ready(0, tc.vampire, 3)
			c := s.Hand(0, "Dread Mastiff")[0]
			s.Ready(1, "Mkhokheli", 6)
			g := startTurns(s, 4, 0, 2, vtes.PhaseMinion)
			answer(t, g, tc.vampire+": Dread Mastiff "+tc.mode)
			notBlocked(t, g)
			wantOn(t, g, c, v)
			wantBlood(t, c, 2)
			wantBlood(t, v, 2)
			// Next turn: blocked, a round of combat at close range.
			passUntil(t, g, tc.vampire+" bleeds")
			answer(t, g, tc.vampire+" bleeds", "Block with Mkhokheli")
			if tc.presses {
				passUntil(t, g, "Use an optional press")
			} else {
				neverOffered(t, g, "Use an optional press")
			}
		})
	}
	t.Run("1 damage each round at close range", func(t *testing.T) {
		s := newScenario(3)
		v := s.Ready(0, "Surapong", 2)
		s.Attach(v, "Dread Mastiff", 2)
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Surapong", "Mkhokheli")
		finish(t, g)
		wantBlood(t, mk, 4) // Surapong's hand strike and the mastiff
	})
	t.Run("not by a vampire of no path", func(t *testing.T) {
		g := minionPhase("Mkhokheli", 4, "Dread Mastiff")
		mustNotOffer(t, g, "Dread Mastiff")
	})
}
