package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Spirit's Touch: +1 intercept; [AUS] and 1 optional maneuver in the
// combat if this vampire blocks (card text; §6.3; [LSJ 20010813]).
func TestSpiritsTouch(t *testing.T) {
	t.Run("inferior: +1 intercept blocks a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Dr. Stephen Norton", 3)
		mason := readyWithHand(s, 1, "Mason Ha", 3, "Spirit's Touch")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Mason Ha")
		mustNotOffer(t, g, "a maneuver if blocking")
		answer(t, g, "Play Spirit's Touch (+1 intercept)")
		neverOffered(t, g, "optional maneuver")
		wantLocked(t, mason, true)
	})
	t.Run("superior: an optional maneuver after blocking", func(t *testing.T) {
		g := startAgainst("Dr. Stephen Norton", 3, "Chrysanthemum", 3, "Spirit's Touch")
		answer(t, g, "Dr. Stephen Norton hunts", "Block with Chrysanthemum",
			"Play Spirit's Touch (+1 intercept, a maneuver if blocking)")
		answer(t, g, "Use an optional maneuver (1 left)")
		if !logged(g, "Chrysanthemum maneuvers: the range is long") {
			t.Errorf("no maneuver to long range\n%s", logText(g))
		}
		finish(t, g)
	})
}
