package vtes_test

// The discard phase's extras (§3.7): abilities, more discard phase
// actions, effects after a discard.

import (
	"testing"

	"kindred/vtes"
)

// A location locked in the discard phase for +1 discard phase action;
// each discard afterwards gives 1 pool.
var _ = fixture(&vtes.CardDef{ID: 990959, Name: "Test Recycling Plant", Types: vtes.Master,
	Static: vtes.Static{
		Abilities: []vtes.Ability{{Step: vtes.StepDiscardPhase, Label: "lock: +1 discard phase action",
			Legal: func(g *vtes.Game, p *vtes.Play) bool { return !p.Source.Locked },
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.Lock(p.Source)
				g.GainDiscardActions(p.Seat, 1)
			}}},
		OnDiscardAction: func(g *vtes.Game, c *vtes.Card, seat int, d *vtes.Card) {
			if c.Locked {
				g.GainPool(seat, 1)
			}
		}}})

// §3.7: the ability is offered with the discard phase actions, even once
// they are used, and uses none; the extra action discards a second card.
func TestDiscardPhaseAbility(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nik Sikko", 3)
	plant := s.InPlay(0, "Test Recycling Plant")
	s.Hand(0, "Test Trifle", "Test Event")
	s.Library(0, "Test Haymaker", "Test Haymaker")
	g := s.Start(0, 3, vtes.PhaseDiscard)
	answer(t, g, "Discard Test Trifle")
	answer(t, g, "Use Test Recycling Plant")
	if !plant.Locked {
		t.Fatal("the plant is locked")
	}
	answer(t, g, "Discard Test Event")
	if pool(g, 0) != 31 {
		t.Errorf("pool %d, want 31: 1 from the discard after the lock", pool(g, 0))
	}
	if g.Pending() != nil && offered(g, "Discard") {
		t.Error("a third discard phase action")
	}
}
