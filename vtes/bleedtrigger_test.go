package vtes_test

// A Global card's OnBleed runs after its Methuselah's minions bleed, and
// ActionState.PoolLost is what the victim lost.

import (
	"testing"

	"kindred/vtes"
)

var _ = fixture(&vtes.CardDef{ID: 990986, Name: "Test Tithe", Types: vtes.Master,
	Static: vtes.Static{Global: true, OnBleed: func(g *vtes.Game, c *vtes.Card, a *vtes.ActionState) {
		c.Counters += a.PoolLost
	}}})

// §3.5.1: a bleed of 1 against a Methuselah at 30 pool: 1 lost.
func TestGlobalOnBleed(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	tithe := s.InPlay(0, "Test Tithe")
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds")
	for g.Action() != nil && g.Pending() != nil {
		answer(t, g, g.Labels()[0])
	}
	if tithe.Counters != 1 {
		t.Errorf("counters %d, want 1", tithe.Counters)
	}
}
