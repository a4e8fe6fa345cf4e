package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Conceal: Ⓓ [obf] burn an equipment, [OBF] burn a location, directed at
// the Methuselah controlling it (card text; [LSJ 20090324]).
func TestConceal(t *testing.T) {
	t.Run("inferior: burn an equipment, not a location", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Andi Liu", 3, "Conceal")
		mk := s.Ready(2, "Mkhokheli", 3)
		bow := s.Attach(mk, "Ivory Bow", 0)
		s.InPlay(1, "The Barrens")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ The Barrens")
		mustNotOffer(t, g, "(burn a location")
		answer(t, g, "Andi Liu: Conceal (burn an equipment → Ivory Bow)")
		if a := g.Action(); !a.Directed || a.TargetSeat != 2 {
			t.Errorf("directed %v at %d, want directed at seat 2, the bow's controller",
				a.Directed, a.TargetSeat)
		}
		finish(t, g)
		wantZone(t, bow, vtes.ZoneAsh)
	})
	t.Run("superior: burn a location", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Dr. Stephen Norton", 3, "Conceal")
		barrens := s.InPlay(1, "The Barrens")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Dr. Stephen Norton: Conceal (burn a location → The Barrens)")
		finish(t, g)
		wantZone(t, barrens, vtes.ZoneAsh)
	})
}
