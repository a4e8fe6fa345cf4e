package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Forced Confessional: [dom] the blocker gets -1 intercept (an equal
// intercept no longer blocks, §4.3); [DOM] the attempt fails and that
// minion cannot attempt to block this action again (card text).
func TestForcedConfessional(t *testing.T) {
	t.Run("inferior: the blocker at -1 intercept fails", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Castellan", 3, "Forced Confessional") // dom
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Castellan", "Alexa Draper")
		mustNotOffer(t, g, "no second attempt")
		answer(t, g, "Play Forced Confessional (the blocker gets -1 intercept)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: the attempt fails and cannot be made again", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Malachi", 3, "Forced Confessional") // DOM
		s.Ready(1, "Alexa Draper", 3)
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Malachi", "Alexa Draper")
		answer(t, g, "Play Forced Confessional (the block fails, no second attempt)")
		if !logged(g, "Alexa Draper fails to block") {
			t.Fatalf("the block did not fail\n%s", logText(g))
		}
		mustNotOffer(t, g, "Block with Alexa Draper")
		mustOffer(t, g, "Block with Madison")
	})
	t.Run("not for a non-Salubri", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 3, "Forced Confessional") // DOM, Ventrue
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Madison", "Alexa Draper")
		mustNotOffer(t, g, "Play Forced Confessional")
	})
}
