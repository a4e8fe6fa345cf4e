package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Wider View, for 1 pool: a trifle in play; 1 transfer draws a crypt card,
// then a crypt card of the uncontrolled region is removed from the game;
// 4 transfers burn it for 2 pool (card text; §3.6).
func TestWiderView(t *testing.T) {
	t.Run("played for 1 pool", func(t *testing.T) {
		wantPlayed(t, "", "Wider View", 29)
	})
	t.Run("1 transfer: draw, then remove one", func(t *testing.T) {
		s := newScenario(3)
		ashley := s.Uncontrolled(0, "Ashley", 0)
		s.Crypt(0, "Sully")
		s.InPlay(0, "Wider View")
		g := s.Start(0, 5, vtes.PhaseInfluence)
		answer(t, g, "Use Wider View: 1 transfer: draw a crypt card, remove one", "Ashley")
		wantZone(t, ashley, vtes.ZoneRemoved)
		if got := g.TransfersLeft(0); got != 3 {
			t.Errorf("%d transfers left, want 3", got)
		}
		if u := g.UncontrolledVampires(0); len(u) != 1 || u[0].Def.Name != "Sully" {
			t.Errorf("uncontrolled region %v, want Sully alone", u)
		}
	})
	t.Run("4 transfers: burn it, gain 2 pool", func(t *testing.T) {
		s := newScenario(3)
		s.Uncontrolled(0, "Ashley", 0)
		card := s.InPlay(0, "Wider View")
		g := s.Start(0, 5, vtes.PhaseInfluence)
		answer(t, g, "Use Wider View: 4 transfers: burn it, gain 2 pool")
		wantZone(t, card, vtes.ZoneAsh)
		wantPool(t, g, 32, 30, 30)
		if got := g.TransfersLeft(0); got != 0 {
			t.Errorf("%d transfers left, want 0", got)
		}
	})
	t.Run("not with fewer than 4 transfers", func(t *testing.T) {
		s := newScenario(3)
		s.Uncontrolled(0, "Ashley", 0)
		s.InPlay(0, "Wider View")
		g := s.Start(0, 3, vtes.PhaseInfluence)
		mustNotOffer(t, g, "4 transfers: burn it")
	})
}
