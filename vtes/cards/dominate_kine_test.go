package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dominate Kine, for 2 blood: [dom] a +1 stealth bleed at +1; [DOM] steal
// a location, directed at its controller, not another card (card text;
// group G00036).
func TestDominateKine(t *testing.T) {
	t.Run("inferior: +1 stealth bleed at +1", func(t *testing.T) {
		s := newScenario(3)
		naomi := readyWithHand(s, 0, "Naomi Stewart", 3, "Dominate Kine")
		s.Ready(1, "Madison", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "steal a location")
		answer(t, g, "Naomi Stewart: Dominate Kine (bleed at +1 bleed)")
		if a := g.Action(); a.Stealth != 1 {
			t.Errorf("stealth %d, want 1", a.Stealth)
		}
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
		wantBlood(t, naomi, 1)
	})
	t.Run("superior: steal a location", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Madison", 3, "Dominate Kine")
		mk := s.Ready(2, "Mkhokheli", 3)
		s.Attach(mk, "Ivory Bow", 0)
		barrens := s.InPlay(2, "The Barrens")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "(steal a location → Ivory Bow)")
		answer(t, g, "Madison: Dominate Kine (steal a location → The Barrens)")
		if a := g.Action(); !a.Directed || a.TargetSeat != 2 {
			t.Errorf("directed %v at %d, want directed at seat 2", a.Directed, a.TargetSeat)
		}
		finish(t, g)
		if barrens.Controller != 0 || barrens.Zone != vtes.ZoneInPlay {
			t.Errorf("The Barrens: controller %d zone %v, want in play under seat 0",
				barrens.Controller, barrens.Zone)
		}
	})
}
