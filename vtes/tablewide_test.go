package vtes_test

// Cards in play speaking to the whole table (§1.5.6).

import (
	"testing"

	"kindred/vtes"
)

var (
	// An event giving every Toreador +1 bleed, whoever controls them,
	// and making each Methuselah lock one of their ready Nosferatu as
	// their master phase begins.
	_ = fixture(&vtes.CardDef{ID: 990957, Name: "Test Salon", Types: vtes.Master,
		Static: vtes.Static{Global: true, AnyController: true,
			Bleed: func(g *vtes.Game, _, m *vtes.Card, a *vtes.ActionState) int {
				if m.Def.Clan == "Toreador" {
					return 1
				}
				return 0
			},
			OnAnyMaster: func(g *vtes.Game, c *vtes.Card, seat int) {
				for _, m := range g.ReadyMinions(seat) {
					if m.Def.Clan == "Nosferatu" {
						g.Lock(m)
						return
					}
				}
			}}})
)

// §1.5.6: an AnyController bonus reaches other Methuselahs' minions.
func TestAnyControllerBonus(t *testing.T) {
	s := newScenario(3)
	s.InPlay(0, "Test Salon")
	s.Ready(1, "Nik Sikko", 3) // Toreador
	s.Ready(2, "Lenny Burkhead", 3)
	g := s.Start(1, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds", "Do not block")
	if pool(g, 2) != 28 {
		t.Errorf("prey pool %d, want 28 (1 + 1 from another Methuselah's card)", pool(g, 2))
	}
}

// A card's effect at the start of every Methuselah's master phase, for
// that Methuselah.
func TestOnAnyMasterPhase(t *testing.T) {
	s := newScenario(3)
	s.InPlay(0, "Test Salon")
	nik := s.Ready(1, "Nik Sikko", 3)
	lenny := s.Ready(1, "Lenny Burkhead", 3)
	horace := s.Ready(2, "Horace Radcliffe", 3)
	s.Start(1, 3, vtes.PhaseMaster)
	if !lenny.Locked || nik.Locked || horace.Locked {
		t.Errorf("locked: Lenny %v, Nik %v, Horace %v; want only Lenny (the active Methuselah's Nosferatu)", lenny.Locked, nik.Locked, horace.Locked)
	}
}
