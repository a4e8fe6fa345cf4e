package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A location whose Methuselah gains 1 pool each time an action of theirs
// is blocked (Static.OnActionBlocked).
var _ = fixture(&vtes.CardDef{ID: 998164, Name: "Test Watchtower", Types: vtes.Master, Location: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{OnActionBlocked: func(g *vtes.Game, c *vtes.Card, _ *vtes.ActionState) {
		g.GainPool(c.Controller, 1)
	}}})

// §4.1 step 4 (actionblocked.go): the acting Methuselah's cards heeding a
// block run as it succeeds; not for an unblocked action, nor for another
// Methuselah's cards.
func TestActionBlockedHook(t *testing.T) {
	for _, owner := range []int{0, 1} {
		s := newScenario(3)
		s.InPlay(owner, "Test Watchtower")
		s.Ready(0, "Nik Sikko", 3)
		s.Ready(0, "Kasim Bayar", 3)
		s.Ready(1, "Lenny Burkhead", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko bleeds")
		declineBlocks(t, g)
		answer(t, g, "Kasim Bayar bleeds", "Block with Lenny Burkhead")
		want := []int{31, 29}[owner] // Methuselah 2 lost 1 to Nik's bleed
		if got := pool(g, owner); got != want {
			t.Errorf("the tower's owner (%d) has %d pool, want %d", owner+1, got, want)
		}
	}
}
