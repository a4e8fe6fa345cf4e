package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dummy Corporation: a unique location (no cost); burn it while a minion
// bleeds its Methuselah to reduce the bleed by 2 (card text; §1.6, §3.5.1).
func TestDummyCorporation(t *testing.T) {
	t.Run("played", func(t *testing.T) {
		wantPlayed(t, "", "Dummy Corporation", 30)
	})
	t.Run("burned to reduce a bleed by 2", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		dc := s.InPlay(1, "Dummy Corporation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds",
			"Use Dummy Corporation: burn: reduce the bleed by 2")
		finish(t, g)
		wantZone(t, dc, vtes.ZoneAsh)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("not during a hunt", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Ready(1, "Mkhokheli", 3)
		s.InPlay(1, "Dummy Corporation")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead hunts", "Do not block")
		neverOffered(t, g, "Use Dummy Corporation")
	})
}
