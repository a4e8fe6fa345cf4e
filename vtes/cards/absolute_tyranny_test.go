package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Absolute Tyranny: +3 votes to the vampire playing it, acting or not;
// [POT][PRE] vampires off the Path of Power and the Inner Voice get -1
// vote, those who voted already included; only by a follower of the path
// (card text; §5.3; group G00146).
func TestAbsoluteTyranny(t *testing.T) {
	const aar = "Aaradhya, The Callous Tyrant"
	t.Run("inferior, acting: +3 votes", func(t *testing.T) {
		g := minionPhase("Concordia", 3, "Kine Resources Contested", "Absolute Tyranny")
		callKRC(t, g, "Concordia")
		answer(t, g, "Play Absolute Tyranny (+3 votes)", "Vote for")
		finish(t, g)
		if !logged(g, "The referendum passes (5 for, 0 against)") {
			t.Errorf("want the card's 1 and Concordia's 1+3\n%s", logText(g))
		}
	})
	for _, tc := range []struct {
		name       string
		alexaFirst bool
	}{{"superior before the prince votes", false}, {"superior after the prince voted", true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			v := readyWithHand(s, 0, aar, 4, "Kine Resources Contested", "Absolute Tyranny")
			s.Ready(1, "Alexa Draper", 3) // prince, not on the path: 2 votes
			g := s.Start(0, 2, vtes.PhaseMinion)
			callKRC(t, g, aar)
			if tc.alexaFirst {
				answer(t, g, "Pass", "Alexa Draper: 2 vote(s) against")
			}
			answer(t, g, "Play Absolute Tyranny (+3 votes, others -1 vote)", "Vote for")
			for g.Referendum() != nil {
				if offered(g, "Alexa Draper: 1 vote(s) against") {
					answer(t, g, "Alexa Draper: 1 vote(s) against")
					continue
				}
				decline(t, g)
			}
			if !logged(g, "The referendum passes (7 for, 1 against)") {
				t.Errorf("want 1+3+3 for, Alexa's 2-1 against\n%s", logText(g))
			}
			wantBlood(t, v, 3)
		})
	}
	t.Run("a reaction by another Methuselah's follower", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexa Draper", 3, "Kine Resources Contested")
		readyWithHand(s, 1, "Concordia", 3, "Absolute Tyranny")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Alexa Draper")
		answer(t, g, "Alexa Draper: 2 vote(s) for")
		passUntil(t, g, "Play Absolute Tyranny")
		answer(t, g, "Play Absolute Tyranny (+3 votes)", "Vote against")
		finish(t, g)
		if !logged(g, "The referendum fails (3 for, 4 against)") {
			t.Errorf("want Concordia's 1+3 against\n%s", logText(g))
		}
	})
	t.Run("superior reaction: the prince's cast votes lose 1", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexa Draper", 3, "Kine Resources Contested")
		readyWithHand(s, 1, aar, 4, "Absolute Tyranny")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Alexa Draper")
		answer(t, g, "Alexa Draper: 2 vote(s) for")
		passUntil(t, g, "Play Absolute Tyranny")
		answer(t, g, "Play Absolute Tyranny (+3 votes, others -1 vote)", "Vote against")
		finish(t, g)
		if !logged(g, "The referendum fails (2 for, 6 against)") {
			t.Errorf("want the card's 1 and Alexa's 2-1 for, Aaradhya's 3+3 against\n%s", logText(g))
		}
	})
	t.Run("not off the path", func(t *testing.T) {
		g := minionPhase("Alexa Draper", 3, "Kine Resources Contested", "Absolute Tyranny")
		callKRC(t, g, "Alexa Draper")
		neverOffered(t, g, "Play Absolute Tyranny")
	})
}
