package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Magnetic Authority: after a political action whose referendum passed,
// [dom]/[pot] 2 blood to a Sabbat vampire in the uncontrolled region,
// [DOM]/[POT] 1 blood to each; no Camarilla vampire; not after a failed
// referendum (card text; §5.2).
func TestMagneticAuthority(t *testing.T) {
	for _, tc := range []struct {
		caller, mode string
		suwira, onka int
	}{
		{"Lika, The Purger", "2 blood to an uncontrolled Sabbat vampire", 2, 0},
		{"Věnceslava, The Implacable", "1 blood to each uncontrolled Sabbat vampire", 1, 1},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			s := newScenario(3)
			readyWithHand(s, 0, tc.caller, 3, "Kine Resources Contested", "Magnetic Authority")
			suwira := s.Uncontrolled(0, "Suwira", 0)
			onka := s.Uncontrolled(0, "Onkabetse, Arriviste", 0)
			alexa := s.Uncontrolled(0, "Alexa Draper", 0)
			g := s.Start(0, 2, vtes.PhaseMinion)
			callKRC(t, g, tc.caller)
			passUntil(t, g, "Play Magnetic Authority")
			answer(t, g, "Play Magnetic Authority ("+tc.mode)
			if offered(g, "Alexa Draper") {
				t.Fatalf("a Camarilla vampire is offered: %q", labels(g))
			}
			if offered(g, "Suwira") {
				answer(t, g, "Suwira")
			}
			wantBlood(t, suwira, tc.suwira)
			wantBlood(t, onka, tc.onka)
			wantBlood(t, alexa, 0)
		})
	}
	t.Run("not after a failed referendum", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lika, The Purger", 3, "Kine Resources Contested", "Magnetic Authority")
		s.Uncontrolled(0, "Suwira", 0)
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Lika, The Purger")
		for g.Referendum() != nil {
			if offered(g, "Alexa Draper: 2 vote(s) against") {
				answer(t, g, "Alexa Draper: 2 vote(s) against")
				continue
			}
			decline(t, g)
		}
		neverOffered(t, g, "Play Magnetic Authority")
	})
}
