package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Closed Session: a prince's modifier in the polling of its political
// action, before votes are cast: Anarch and other non-Camarilla vampires
// cast no votes; Camarilla ones do; not once votes are cast; not by an
// untitled vampire (card text; §5.2, §5.3).
func TestClosedSession(t *testing.T) {
	t.Run("non-Camarilla vampires cannot vote", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Farah Sarroub", 3, "Kine Resources Contested", "Closed Session") // Camarilla prince
		s.Ready(1, "Massimiliano", 3)                                                         // Anarch baron
		s.Ready(2, "Lenny Burkhead", 3)                                                       // Camarilla primogen
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Farah Sarroub")
		answer(t, g, "Play Closed Session")
		for g.Pending() != nil && g.Pending().Kind == "vtes.vote" {
			if offered(g, "Massimiliano") {
				t.Fatalf("an Anarch is offered a vote: %q", labels(g))
			}
			if offered(g, "Lenny Burkhead: 1 vote(s) against") {
				answer(t, g, "Lenny Burkhead: 1 vote(s) against")
				continue
			}
			decline(t, g)
		}
		if !logged(g, "Methuselah 3 casts 1 vote(s) against") {
			t.Errorf("Lenny Burkhead votes\n%s", logText(g))
		}
	})
	t.Run("not after votes are cast", func(t *testing.T) {
		g := minionPhase("Farah Sarroub", 3, "Kine Resources Contested", "Closed Session")
		callKRC(t, g, "Farah Sarroub")
		answer(t, g, "Farah Sarroub: 2 vote(s) for")
		neverOffered(t, g, "Play Closed Session")
	})
	t.Run("not by an untitled vampire", func(t *testing.T) {
		g := minionPhase("Arjun Shah", 3, "Kine Resources Contested", "Closed Session")
		callKRC(t, g, "Arjun Shah")
		neverOffered(t, g, "Play Closed Session")
	})
}
