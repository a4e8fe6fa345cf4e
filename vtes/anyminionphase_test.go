package vtes_test

import (
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// A card on a vampire letting it lock the card to act in any Methuselah's
// minion phase (Enkil Cog's clause alone).
var _ = fixture(&vtes.CardDef{ID: 997901, Name: "Test Cog", Types: vtes.Equipment,
	Static: vtes.Static{ActionAnyMinionPhase: true}})

// As the acting Methuselah ends its minion phase, the others get the
// impulse in order: each may lock its card to act with its vampire; after
// an action the impulse goes back to the acting Methuselah; a locked card
// or vampire gives none (anyminionphase.go; rules/vtes.md §3.4, §14 C11).
func TestActionInAnyMinionPhase(t *testing.T) {
	s := newScenario(4)
	madison := s.Ready(0, "Madison", 4)
	cog0 := s.Attach(madison, "Test Cog", 0)
	s.Ready(1, "Mason Ha", 4)
	alice := s.Ready(2, "Alice Chen", 4)
	s.Attach(alice, "Test Cog", 0)
	nik := s.Ready(3, "Nik Sikko", 4)
	nik.Locked = true
	s.Attach(nik, "Test Cog", 0)
	g := s.Start(1, 3, vtes.PhaseMinion)
	answer(t, g, "End the minion phase")
	if d := g.Pending(); d == nil || d.Seat != 2 {
		t.Fatalf("asked %v, want Methuselah 3 first (impulse order)", d)
	}
	answer(t, g, "Pass")
	if d := g.Pending(); d == nil || d.Seat != 0 {
		t.Fatalf("asked %v, want Methuselah 1 (Methuselah 4's vampire is locked)", d)
	}
	answer(t, g, "Madison hunts", "Do not block")
	if !madison.Locked || !cog0.Locked {
		t.Errorf("Madison locked %v, the card locked %v; want both", madison.Locked, cog0.Locked)
	}
	if d := g.Pending(); d == nil || d.Seat != 1 {
		t.Fatalf("asked %v, want the impulse back to Methuselah 2", d)
	}
	answer(t, g, "End the minion phase", "Pass") // Methuselah 3 again; Methuselah 1's card is locked
	if !loggedIn(g, engine.English, "Madison locks Test Cog to take an action.") {
		t.Errorf("the lock is not logged:\n%s", logIn(g, engine.English))
	}
	if g.Pending() != nil && g.Phase == vtes.PhaseMinion && g.Active == 1 {
		t.Errorf("the minion phase goes on: %v", g.Labels())
	}
}
