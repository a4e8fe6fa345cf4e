package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Kasim Bayar, Banu Haqim Justicar: 3 votes and +1 bleed; once each
// combat, before range is determined, he may discard a political action
// card for +2 strength that combat (card text; §6.2, §9.8).
func TestKasimBayar(t *testing.T) {
	t.Run("+1 bleed", func(t *testing.T) {
		s := newScenario(3)
		kasim := s.Ready(0, "Kasim Bayar", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		if n := g.Votes(kasim); n != 3 {
			t.Errorf("Kasim casts %d votes, want 3", n)
		}
		answer(t, g, "Kasim Bayar bleeds")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("discard a political action: +2 strength, once", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Kasim Bayar", 4)
		krc := s.Hand(0, "Kine Resources Contested", "Conservative Agitation")[0]
		s.Library(0, "Lost in Crowds")
		mk := s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Kasim Bayar bleeds", "Block with Mkhokheli", "Use Kasim Bayar",
			"Kine Resources Contested")
		wantZone(t, krc, vtes.ZoneAsh)
		neverOffered(t, g, "Use Kasim Bayar")
		wantBlood(t, mk, 3) // a hand strike of 3
	})
	t.Run("not without a political action card", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "Kasim Bayar", 4, "Lost in Crowds", "Mkhokheli", 6)
		neverOffered(t, g, "Use Kasim Bayar")
	})
}
