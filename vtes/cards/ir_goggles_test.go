package cards_test

import (
	"testing"

	"kindred/vtes"
)

// IR Goggles: equipped as a +1 stealth action; 1 optional maneuver each
// combat for its bearer (card text; §3.5.3, §6.3).
func TestIRGoggles(t *testing.T) {
	t.Run("equipped", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 4)
		goggles := s.Hand(0, "IR Goggles")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: IR Goggles (equip)")
		notBlocked(t, g)
		wantOn(t, g, goggles, mk)
	})
	t.Run("1 optional maneuver each combat", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 4)
		s.Ready(1, "Madison", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Madison")
		mustNotOffer(t, g, "Use an optional maneuver")
		s2 := newScenario(3)
		mk = s2.Ready(0, "Mkhokheli", 4)
		s2.Attach(mk, "IR Goggles", 0)
		s2.Ready(1, "Madison", 4)
		g = s2.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Madison")
		mustOffer(t, g, "Use an optional maneuver (1 left)")
	})
}
