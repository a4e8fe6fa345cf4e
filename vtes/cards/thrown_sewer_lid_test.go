package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Thrown Sewer Lid: only at long range; [pot] strike 3R damage; [POT]
// with an optional press (card text; §6.4, §6.6).
func TestThrownSewerLid(t *testing.T) {
	t.Run("inferior: 3R at long range", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Abaddon", 4, "Thrown Sewer Lid", "Mkhokheli", 6) // pot, 1 optional maneuver
		passUntil(t, g, "Use an optional maneuver")
		answer(t, g, "Use an optional maneuver")
		passUntil(t, g, "Play Thrown Sewer Lid")
		mustNotOffer(t, g, "with an optional press")
		answer(t, g, "Play Thrown Sewer Lid (3R damage)")
		if !logged(g, "Mkhokheli: blood 6 → 3") {
			t.Errorf("want 3 damage to Mkhokheli\n%s", logText(g))
		}
	})
	t.Run("only at long range", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Ariane", 4, "Thrown Sewer Lid") // pot, no maneuver
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Ariane", "Mkhokheli")
		neverOffered(t, g, "Play Thrown Sewer Lid")
	})
	t.Run("superior: with an optional press", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Aline Gädeke", 4, "Thrown Sewer Lid", "Flash") // cel POT
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Aline Gädeke", "Mkhokheli")
		passUntil(t, g, "Play Flash (maneuver)")
		answer(t, g, "Play Flash (maneuver)")
		passUntil(t, g, "Play Thrown Sewer Lid")
		answer(t, g, "Play Thrown Sewer Lid (3R damage, with an optional press)")
		passUntil(t, g, "Use an optional press")
	})
}
