package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Private Audience: an archbishop's modifier in the polling of its
// political action, before votes are cast: non-Sabbat vampires cast no
// votes, Sabbat ones do; not by a bishop or an untitled vampire (card
// text; §5.2, §5.3).
func TestPrivateAudience(t *testing.T) {
	t.Run("non-Sabbat vampires cannot vote", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Damian", 3, "Kine Resources Contested", "Private Audience")
		s.Ready(1, "Alexa Draper", 3) // Camarilla prince
		s.Ready(2, "Concordia", 3)    // Sabbat bishop
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Damian")
		answer(t, g, "Play Private Audience")
		for g.Referendum() != nil {
			if offered(g, "Alexa Draper") {
				t.Fatalf("a Camarilla prince is offered a vote: %q", labels(g))
			}
			if offered(g, "Concordia: 1 vote(s) against") {
				answer(t, g, "Concordia: 1 vote(s) against")
				continue
			}
			decline(t, g)
		}
		if !logged(g, "Methuselah 3 casts 1 vote(s) against") {
			t.Errorf("Concordia votes\n%s", logText(g))
		}
	})
	for _, v := range []string{"Concordia", "Lika, The Purger"} {
		t.Run("not by "+v, func(t *testing.T) {
			g := minionPhase(v, 3, "Kine Resources Contested", "Private Audience")
			callKRC(t, g, v)
			neverOffered(t, g, "Play Private Audience")
		})
	}
}
