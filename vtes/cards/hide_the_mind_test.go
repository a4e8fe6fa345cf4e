package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Hide the Mind: [obf] in combat, cancel the opposing minion's combat card
// played with Auspex as it is played; [OBF] as an action modifier, cancel
// a reaction card played with Auspex; not a card played without Auspex
// (card text; §14 C5; [PIB 20130704]).
func TestHideTheMind(t *testing.T) {
	t.Run("inferior: an Auspex strike card", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Noluthando", 5, "Hide the Mind")
		readyWithHand(s, 1, "Opikun", 4, "Anticipation", "Roundhouse")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Noluthando", "Opikun")
		answer(t, g, "Play Anticipation (hand strike at +2)", "Play Hide the Mind (cancel an Auspex combat card)")
		if !logged(g, "Anticipation is cancelled") {
			t.Fatalf("Anticipation is not cancelled\n%s", logText(g))
		}
	})
	t.Run("superior: an Auspex reaction card", func(t *testing.T) {
		s := newScenario(3)
		nol := readyWithHand(s, 0, "Noluthando", 5, "Hide the Mind")
		s.Attach(nol, "Unlicensed Taxicab", 0)
		readyWithHand(s, 1, "Mkhokheli", 4, "Enhanced Senses")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Noluthando hunts", "Block with Mkhokheli", "Play Enhanced Senses",
			"Play Hide the Mind (cancel an Auspex reaction card)")
		if !logged(g, "Enhanced Senses is cancelled") {
			t.Fatalf("Enhanced Senses is not cancelled\n%s", logText(g))
		}
	})
}
