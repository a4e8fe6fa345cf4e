package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Apportation: [tha] a press, only to continue the combat, not to cancel
// the opponent's press; [THA] a maneuver (card text; §6.3, §6.6).
func TestApportation(t *testing.T) {
	t.Run("inferior: press to continue", func(t *testing.T) {
		g := startAgainst("Horace Radcliffe", 6, "Brandon Grime", 4, "Apportation") // Brandon: inferior Blood Sorcery
		blockedBleed(t, g, "Horace Radcliffe", "Brandon Grime")
		passUntil(t, g, "Play Apportation (press to continue)")
		mustNotOffer(t, g, "(maneuver)")
		answer(t, g, "Play Apportation (press to continue)")
		finish(t, g)
		if !logged(g, "Brandon Grime presses.") || countLog(g, "Brandon Grime takes 1 damage") != 2 {
			t.Errorf("want a press and a second round\n%s", logText(g))
		}
	})
	t.Run("inferior: not to cancel a press", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Amelia Locke", 6, "Resist Earth's Grasp")
		readyWithHand(s, 1, "Brandon Grime", 4, "Apportation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Amelia Locke", "Brandon Grime")
		passUntil(t, g, "Play Resist Earth's Grasp (press)")
		answer(t, g, "Play Resist Earth's Grasp (press)")
		// Brandon Grime was not asked: he could not cancel the press. In
		// the second round's press step, with no press standing, he may
		// press to continue.
		if n := countLog(g, "Brandon Grime takes 1 damage"); n != 2 {
			t.Fatalf("round %d, want the second round's press step\n%s", n, logText(g))
		}
		mustOffer(t, g, "Play Apportation (press to continue)")
	})
	t.Run("superior: maneuver", func(t *testing.T) {
		g := startAgainst("Horace Radcliffe", 4, "Chrysanthemum", 4, "Apportation")
		answer(t, g, "Horace Radcliffe bleeds", "Block with Chrysanthemum",
			"Play Apportation (maneuver)")
		finish(t, g)
		if !logged(g, "Chrysanthemum maneuvers: the range is long") {
			t.Errorf("no maneuver\n%s", logText(g))
		}
	})
}
