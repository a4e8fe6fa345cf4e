package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Unleashing the Bestial Soul: as the action is announced, [dom] a chosen
// minion cannot play reaction cards this action; [DOM] as well, and the
// next reaction card played this action costs +1 blood (card text;
// §1.5.6).
func TestUnleashingTheBestialSoul(t *testing.T) {
	t.Run("inferior: the chosen minion cannot react", func(t *testing.T) {
		s := newScenario(3)
		castellan := readyWithHand(s, 0, "Castellan", 3, "Unleashing the Bestial Soul") // dom
		readyWithHand(s, 1, "Naomi Stewart", 3, "Deflection")                           // the only one to choose
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Castellan bleeds")
		mustNotOffer(t, g, "the next reaction costs +1")
		answer(t, g, "Play Unleashing the Bestial Soul (a chosen minion cannot play reactions)")
		wantBlood(t, castellan, 2)
		answer(t, g, "Do not block")
		neverOffered(t, g, "Play Deflection")
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: the next reaction costs 1 blood more, only the next", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Malachi", 3, "Unleashing the Bestial Soul") // DOM
		naomi := readyWithHand(s, 1, "Naomi Stewart", 3, "Deflection")
		s.Ready(1, "Alexa Draper", 3)
		madison := readyWithHand(s, 2, "Madison", 3, "Deflection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Malachi bleeds",
			"Play Unleashing the Bestial Soul (a chosen minion cannot play reactions, the next",
			"Alexa Draper", "Do not block",
			"Play Deflection (lock: redirect the bleed) with Naomi Stewart")
		wantBlood(t, naomi, 1) // Deflection's 1 blood and the toll
		answer(t, g, "Do not block", "Play Deflection (lock: redirect the bleed) with Madison")
		wantBlood(t, madison, 2) // the next one is at its printed cost
	})
	t.Run("not for a non-Salubri", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 3, "Unleashing the Bestial Soul") // DOM, Ventrue
		s.Ready(1, "Alexa Draper", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Madison bleeds")
		mustNotOffer(t, g, "Play Unleashing the Bestial Soul")
	})
}
