package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Carlton Van Wyk: +1 intercept against vampires; in his Methuselah's
// discard phase, burn him to burn a vampire who committed diablerie since
// their last turn, this turn included ([ANK 20180517]) (card text).
func TestCarltonVanWyk(t *testing.T) {
	t.Run("burns a diablerist of this turn", func(t *testing.T) {
		s := newScenario(3)
		mk := s.Ready(0, "Mkhokheli", 3)
		carlton := s.Ready(0, "Carlton Van Wyk", 2)
		s.Torpor(1, "Nik Sikko", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli diablerizes Nik Sikko")
		passUntil(t, g, "burn Carlton Van Wyk")
		answer(t, g, "burn Carlton Van Wyk")
		wantZone(t, carlton, vtes.ZoneAsh)
		wantZone(t, mk, vtes.ZoneAsh)
	})
	t.Run("no diablerie: no burning", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(0, "Carlton Van Wyk", 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		neverOffered(t, g, "burn Carlton Van Wyk")
	})
}
