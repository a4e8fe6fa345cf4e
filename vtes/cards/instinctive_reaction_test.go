package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Instinctive Reaction: +1 intercept while a minion of the player's
// predator acts; [ANI] and 1 optional maneuver if this vampire blocks;
// not against a minion of the player's prey (card text; §4.3, §6.3).
func TestInstinctiveReaction(t *testing.T) {
	t.Run("inferior: +1 intercept against the predator's minion", func(t *testing.T) {
		g := startAgainst("Dr. Stephen Norton", 3, "Ryan", 3, "Instinctive Reaction")
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Ryan",
			"Play Instinctive Reaction (+1 intercept)")
		if !logged(g, "Ryan blocks Dr. Stephen Norton") {
			t.Fatalf("no block\n%s", logText(g))
		}
		neverOffered(t, g, "optional maneuver")
	})
	t.Run("superior: a maneuver in the combat", func(t *testing.T) {
		g := startAgainst("Dr. Stephen Norton", 3, "Horace Radcliffe", 4, "Instinctive Reaction")
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Horace",
			"Play Instinctive Reaction (+1 intercept, a maneuver if blocking)")
		passUntil(t, g, "Use an optional maneuver (1 left)")
	})
	t.Run("not against the prey's minion", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		readyWithHand(s, 2, "Ryan", 3, "Instinctive Reaction") // seat 2: prey of seat 0 is seat 1
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Ryan")
		mustNotOffer(t, g, "Play Instinctive Reaction")
	})
}
