package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Camarilla Conclave: unique, by a justicar or Inner Circle member, in
// play with 4 counters; during a political action of its Methuselah's
// Camarilla vampire, a counter for +1 stealth, or in its polling for -1
// vote to each non-Camarilla vampire; burned with no counter left (card
// text; §4.3, §5.3).
func TestCamarillaConclave(t *testing.T) {
	t.Run("in play with 4 counters", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mary Anne Blaire", 5)
		card := s.Hand(0, "Camarilla Conclave")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Camarilla Conclave")
		wantZone(t, card, vtes.ZoneInPlay)
		if card.Counters != 4 {
			t.Errorf("%d counters, want 4", card.Counters)
		}
	})
	t.Run("not without a justicar or Inner Circle member", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Alexa Draper", 5)
		s.Hand(0, "Camarilla Conclave")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Camarilla Conclave")
	})
	t.Run("+1 stealth: the block fails; the last counter burns it", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexa Draper", 5, "Kine Resources Contested")
		card := s.InPlay(0, "Camarilla Conclave")
		card.Counters = 1
		s.Ready(1, "Hafthor Thorsteinsson", 3) // +1 intercept
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Alexa Draper: Kine Resources Contested", "Block with Hafthor",
			"Use Camarilla Conclave: burn 1 counter: +1 stealth")
		if logged(g, "Hafthor Thorsteinsson blocks") {
			t.Fatalf("the block succeeded\n%s", logText(g))
		}
		wantZone(t, card, vtes.ZoneAsh)
	})
	t.Run("non-Camarilla vampires -1 vote", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Alexa Draper", 5, "Kine Resources Contested")
		card := s.InPlay(0, "Camarilla Conclave")
		card.Counters = 4
		s.Ready(1, "Arishat", 3) // Independent, 1 vote
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Alexa Draper")
		answer(t, g, "Use Camarilla Conclave: burn 1 counter: non-Camarilla vampires -1 vote")
		mustNotOffer(t, g, "Arishat: 1 vote(s)") // her 1 vote, -1
		answer(t, g, "Pass")
		answer(t, g, "Alexa Draper: 2 vote(s) for") // Camarilla: unchanged
		finish(t, g)
		if card.Counters != 3 {
			t.Errorf("%d counters left, want 3", card.Counters)
		}
	})
	t.Run("not for a non-Camarilla vampire's action", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Arishat", 5, "Kine Resources Contested")
		s.InPlay(0, "Camarilla Conclave").Counters = 4
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Arishat")
		neverOffered(t, g, "Use Camarilla Conclave")
	})
}
