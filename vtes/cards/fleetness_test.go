package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fleetness, for 1 blood, a +1 stealth action: bleed; superior: enter
// combat with a locked minion with 1 optional maneuver (card text;
// §3.5.1, §6.3; group G00078).
func TestFleetness(t *testing.T) {
	t.Run("inferior: bleed", func(t *testing.T) {
		s := newScenario(3)
		bijou := readyWithHand(s, 0, "Bijou", 3, "Fleetness")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "enter combat")
		answer(t, g, "Bijou: Fleetness (bleed")
		if a := g.Action(); a == nil || a.Stealth != 1 || !a.IsBleed() {
			t.Fatalf("want a +1 stealth bleed, got %+v", a)
		}
		finish(t, g)
		wantBlood(t, bijou, 2)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: combat with a locked minion, a maneuver", func(t *testing.T) {
		s := newScenario(3)
		asmin := readyWithHand(s, 0, "Asmin Kobane", 4, "Fleetness")
		mk := s.Ready(1, "Mkhokheli", 6)
		mk.Locked = true
		s.Ready(1, "Nik Sikko", 3) // unlocked: no target
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "1 optional maneuver → Nik Sikko")
		answer(t, g,
			"Asmin Kobane: Fleetness (enter combat with a locked minion, 1 optional maneuver → Mkhokheli)",
			"Do not block")
		if !logged(g, "Combat: Asmin Kobane against Mkhokheli") {
			t.Fatalf("no combat\n%s", logText(g))
		}
		mustOffer(t, g, "Use an optional maneuver (1 left)")
		finish(t, g)
		wantBlood(t, mk, 5)
		wantBlood(t, asmin, 2) // the card, and Mkhokheli's hand strike
	})
}
