package cards_test

import (
	"testing"

	"kindred/vtes"
)

// IR Goggles: equipped at no cost; its bearer gets an optional maneuver
// each combat (card text; §3.5.3, §6.3).
func TestIRGoggles(t *testing.T) {
	t.Run("equipped for nothing", func(t *testing.T) {
		wantEquipped(t, "IR Goggles", 0)
	})
	t.Run("an optional maneuver", func(t *testing.T) {
		s := newScenario(3)
		v := s.Ready(0, "Mkhokheli", 5)
		s.Attach(v, "IR Goggles", 0)
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Nik Sikko")
		fightUntil(t, g, "Use an optional maneuver (1 left)")
		answer(t, g, "Use an optional maneuver (1 left)")
		if !logged(g, "the range is long") {
			t.Fatalf("no maneuver to long range\n%s", logText(g))
		}
	})
}
