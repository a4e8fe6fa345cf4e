package vtes_test

// Abilities any Methuselah may use (openabilities.go).

import (
	"testing"

	"kindred/vtes"
)

// In their master phase, any Methuselah may burn it for 1 pool.
var _ = fixture(&vtes.CardDef{ID: 990992, Name: "Test Decree", Types: vtes.Master,
	Static: vtes.Static{Abilities: []vtes.Ability{{Step: vtes.StepMaster, AnyMethuselah: true, Label: "burn it",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.Burn(p.Source)
			g.GainPool(p.Seat, 1)
		}}}}})

// The user is the Methuselah whose master phase it is, not the card's
// controller.
func TestAnyMethuselahAbility(t *testing.T) {
	s := newScenario(2)
	decree := s.InPlay(0, "Test Decree")
	s.Ready(1, "Lenny Burkhead", 3)
	g := s.Start(1, 3, vtes.PhaseMaster)
	answer(t, g, "Use Test Decree")
	inZone(t, decree, vtes.ZoneAsh)
	if pool(g, 1) != 31 {
		t.Errorf("pool %d, want 31", pool(g, 1))
	}
}
