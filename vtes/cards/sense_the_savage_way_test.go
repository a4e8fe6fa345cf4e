package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Sense the Savage Way, by a vampire of capacity 7 or more: [ani] +1
// intercept; [ANI] a locked vampire unlocks and attempts to block (card
// text; groups G00123, G00124).
func TestSenseTheSavageWay(t *testing.T) {
	t.Run("superior: unlock and block", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		h := readyWithHand(s, 1, "Roberto Rivamonte", 3, "Sense the Savage Way")
		h.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts")
		mustNotOffer(t, g, "Sense the Savage Way") // Roberto: capacity 6
		s2 := newScenario(3)
		s2.Ready(0, "Mkhokheli", 3)
		haf := readyWithHand(s2, 1, "Hafthor Thorsteinsson", 3, "Sense the Savage Way")
		haf.Locked = true
		g = s2.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Play Sense the Savage Way (unlock and block)")
		finish(t, g)
		if !logged(g, "Hafthor Thorsteinsson blocks Mkhokheli") { // his own +1 intercept
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("inferior: +1 intercept", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		readyWithHand(s, 1, "Malachi", 3) // no Animalism
		s.Ready(1, "Barachiel", 3)
		s.Hand(1, "Sense the Savage Way")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Barachiel",
			"Play Sense the Savage Way (+1 intercept)")
		finish(t, g)
		if !logged(g, "Barachiel blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
}
