package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Powerbase: Montreal: once in its Methuselah's influence phase, 1 blood to
// a vampire in their uncontrolled region; vampires can steal it as a Ⓓ
// action (card text; §3.5 #7).
func TestPowerbaseMontreal(t *testing.T) {
	t.Run("1 blood in the influence phase, once", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Powerbase: Montreal")
		unc := s.Uncontrolled(0, "Hanna Nokelainen", 0)
		g := s.Start(0, 2, vtes.PhaseInfluence)
		answer(t, g, "Use Powerbase: Montreal")
		wantBlood(t, unc, 1)
		mustNotOffer(t, g, "Use Powerbase: Montreal")
	})
	t.Run("stolen by a vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nik Sikko", 3)
		pb := s.InPlay(1, "Powerbase: Montreal")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko steals Powerbase: Montreal")
		finish(t, g)
		if pb.Controller != 0 || pb.Zone != vtes.ZoneInPlay {
			t.Errorf("Montreal is controlled by %d in the %s; want seat 0, in play",
				pb.Controller, pb.Zone)
		}
	})
}
