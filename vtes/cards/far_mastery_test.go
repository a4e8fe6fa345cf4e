package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Far Mastery: a +1 stealth directed action; [dom] steal a retainer
// another Methuselah's vampire employs; [DOM] steal another Methuselah's
// ally (card text; §14 C10).
func TestFarMastery(t *testing.T) {
	t.Run("inferior: a retainer", func(t *testing.T) {
		s := newScenario(3)
		saan := readyWithHand(s, 0, "Saankaláxt", 4, "Far Mastery")
		mk := s.Ready(1, "Mkhokheli", 4)
		guard := s.Attach(mk, "Szlachta Bodyguard", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "(steal an ally")
		answer(t, g, "Far Mastery (steal a retainer → Szlachta Bodyguard)")
		if a := g.Action(); a == nil || !a.Directed || a.Stealth != 1 {
			t.Fatalf("action %+v, want a directed +1 stealth action", a)
		}
		finish(t, g)
		wantOn(t, g, guard, saan)
		wantBlood(t, saan, 3)
	})
	t.Run("superior: an ally", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 4)
		s.Hand(0, "Far Mastery")
		vozhd := s.Ready(1, "The Vozhd of Gravesend", 5)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Far Mastery (steal an ally → The Vozhd of Gravesend)")
		finish(t, g)
		if vozhd.Controller != 0 || vozhd.Zone != vtes.ZoneReady {
			t.Errorf("the Vozhd: controller %d, zone %v; want Methuselah 1's ready region", vozhd.Controller, vozhd.Zone)
		}
	})
}
