package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Arishat, 1 vote (titled), infernal: in the polling of any referendum,
// she can burn 1 blood to force a vampire to abstain, its votes cast
// already removed ([LSJ 20100311]) (card text; §5.3).
func TestArishat(t *testing.T) {
	t.Run("a prince's votes cast, then removed", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexa Draper", 3, "Kine Resources Contested")
		arishat := s.Ready(1, "Arishat", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Alexa Draper")
		answer(t, g, "Alexa Draper: 2 vote(s) for",
			"Use Arishat: burn 1 blood: force a vampire to abstain", "Alexa Draper",
			"Arishat: 1 vote(s) against")
		mustNotOffer(t, g, "Alexa Draper: 2 vote(s)")
		finish(t, g)
		wantBlood(t, arishat, 2)
		if !logged(g, "The referendum fails (1 for, 1 against)") {
			t.Errorf("Alexa's votes still count\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("not with no blood", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexa Draper", 3, "Kine Resources Contested")
		s.Ready(1, "Arishat", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Alexa Draper")
		answer(t, g, "Alexa Draper: 2 vote(s) for")
		mustNotOffer(t, g, "Use Arishat")
	})
	vanilla(t, "Arishat", 6, 1, vtes.Presence, vtes.Superior)
}
