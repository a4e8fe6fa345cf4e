package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// An action only a locked vampire takes: its Methuselah gains 2 pool.
var _ = fixture(&vtes.CardDef{ID: 998161, Name: "Test Night Vigil", Types: vtes.Action,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, ByLocked: true, Legal: vtes.Locked,
		Label: "gain 2 pool", Resolve: func(g *vtes.Game, p *vtes.Play) { g.GainPool(p.Seat, 2) }}}})

// §3.5, §4.1 (lockedaction.go): a locked vampire takes an action card
// that says it may, and no other action; an unlocked one is not offered
// it; the vampire stays locked.
func TestLockedVampireAction(t *testing.T) {
	s := newScenario(3)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	lenny.Locked = true
	s.Ready(0, "Nik Sikko", 3)
	s.Hand(0, "Test Night Vigil")
	g := s.Start(0, 2, vtes.PhaseMinion)
	mustNotOffer(t, g, "Lenny Burkhead bleeds")
	mustNotOffer(t, g, "Nik Sikko: Test Night Vigil")
	answer(t, g, "Lenny Burkhead: Test Night Vigil")
	declineBlocks(t, g)
	if pool(g, 0) != 32 {
		t.Errorf("pool %d, want 32", pool(g, 0))
	}
	if !lenny.Locked {
		t.Error("Lenny Burkhead unlocked by his action")
	}
}
