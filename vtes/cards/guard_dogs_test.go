package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Guard Dogs: a locked vampire unlocks during a bleed against its
// Methuselah, and may then block; [ANI] with 1 optional maneuver if it
// blocks; not by an unlocked vampire, nor during another action (card
// text; §4.2, §6.3).
func TestGuardDogs(t *testing.T) {
	start := func(action string) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		horace := readyWithHand(s, 1, "Horace Radcliffe", 4, "Guard Dogs") // obf ANI POT
		horace.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, action)
		return g, horace
	}
	t.Run("inferior: unlock, then block", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		ryan := readyWithHand(s, 1, "Ryan", 4, "Guard Dogs") // ani obf pot
		ryan.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton bleeds", "Play Guard Dogs (unlock) with Ryan")
		answer(t, g, "Block with Ryan")
		if !logged(g, "Ryan blocks Dr. Stephen Norton") {
			t.Fatalf("no block\n%s", logText(g))
		}
		neverOffered(t, g, "optional maneuver")
	})
	t.Run("superior: unlock, a maneuver in the combat", func(t *testing.T) {
		g, _ := start("Dr. Stephen Norton bleeds")
		answer(t, g, "Play Guard Dogs (unlock, a maneuver if blocking)", "Block with Horace")
		passUntil(t, g, "Use an optional maneuver (1 left)")
	})
	t.Run("not during a hunt", func(t *testing.T) {
		g, horace := start("Dr. Stephen Norton hunts")
		mustNotOffer(t, g, "Play Guard Dogs")
		wantLocked(t, horace, true)
	})
	t.Run("not by an unlocked vampire", func(t *testing.T) {
		g := startAgainst("Dr. Stephen Norton", 3, "Horace Radcliffe", 4, "Guard Dogs")
		answer(t, g, "Dr. Stephen Norton bleeds")
		mustNotOffer(t, g, "Play Guard Dogs")
	})
}
