package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Telepathic Tracking, for 1 blood: [aus] a press to continue, with 1
// optional maneuver in the next round; [AUS] when both are ready and
// combat would end, a new round instead (card text; groups G00142,
// G00145).
func TestTelepathicTracking(t *testing.T) {
	t.Run("inferior: press and a maneuver next round", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 5)
		mason := readyWithHand(s, 1, "Mason Ha", 4, "Telepathic Tracking")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff bleeds", "Block with Mason Ha",
			"Play Telepathic Tracking (press to continue")
		passUntil(t, g, "Use an optional maneuver (1 left)")
		answer(t, g, "Use an optional maneuver")
		finish(t, g)
		wantBlood(t, mason, 2) // 1 paid, 1 damage in round 1, none at long range
	})
	t.Run("superior: a new round when combat would end", func(t *testing.T) {
		s := newScenario(2)
		nat := s.Ready(0, "Nathaniel Bordruff", 5)
		trevon := readyWithHand(s, 1, "Trevon Parker", 5, "Telepathic Tracking")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Nathaniel Bordruff", "Trevon Parker")
		mustNotOffer(t, g, "Telepathic Tracking (a new round)")
		passUntil(t, g, "Play Telepathic Tracking (a new round)")
		answer(t, g, "Play Telepathic Tracking (a new round)")
		finish(t, g)
		wantBlood(t, nat, 3)
		wantBlood(t, trevon, 2)
	})
}
