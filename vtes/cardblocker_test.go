package vtes_test

import (
	"testing"

	"kindred/vtes"
)

// A card in play that blocks as a 9-capacity vampire with no intercept,
// and burns once it has blocked (Unleash Hell's Fury).
var _ = fixture(&vtes.CardDef{ID: 996530, Name: "Test Gargoyle Gate", Types: vtes.Master,
	Modes: []vtes.Mode{{Kind: vtes.PlayMaster, Label: "put in play", Resolve: vtes.PutInPlay}},
	Static: vtes.Static{
		BlocksAs:    &vtes.CardDef{ID: 996530, Name: "Test Gargoyle Gate", Types: vtes.Vampire, Capacity: 9},
		OnCardBlock: func(g *vtes.Game, c *vtes.Card, _ *vtes.ActionState) { g.Burn(c) }}})

// §4.2, §4.3: the card attempts to block an action directed at its
// Methuselah, locked or not, and blocks a 0-stealth bleed; its block
// resolves without lock or combat; it is a 9-capacity vampire then.
func TestCardBlocker(t *testing.T) {
	s := newScenario(2)
	gate := s.InPlay(0, "Test Gargoyle Gate")
	gate.Locked = true
	nik := s.Ready(1, "Nik Sikko", 3)
	g := s.Start(1, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko bleeds")
	if g.Capacity(gate) != 9 {
		t.Errorf("capacity %d, want 9", g.Capacity(gate))
	}
	answer(t, g, "Block with Test Gargoyle Gate")
	if gate.Zone != vtes.ZoneAsh || nik.Blood != 3 || g.Methuselah(0).Pool != 30 {
		t.Errorf("gate in %v, Nik %d blood, pool %d; want burned, 3, 30 (blocked, no combat)",
			gate.Zone, nik.Blood, g.Methuselah(0).Pool)
	}
	if !logged(g, "Test Gargoyle Gate blocks Nik Sikko") {
		t.Error("the block is not logged")
	}
}

// §4.2: an undirected action (a hunt) is not directed at the card's
// Methuselah: the card is not offered.
func TestCardBlockerOnlyDirected(t *testing.T) {
	s := newScenario(2)
	s.InPlay(0, "Test Gargoyle Gate")
	s.Ready(0, "Lenny Burkhead", 3)
	s.Ready(1, "Nik Sikko", 1)
	g := s.Start(1, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko hunts")
	mustOffer(t, g, "Block with Lenny Burkhead")
	mustNotOffer(t, g, "Test Gargoyle Gate")
}
