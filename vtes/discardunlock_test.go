package vtes_test

// A vampire that may burn 1 blood to unlock in the discard phase
// (discardunlock.go; rules/vtes.md §3.7).

import (
	"testing"

	"kindred/vtes"
)

// An action after which its vampire may unlock in the discard phase
// (Fiendish Tongue's clause).
var _ = fixture(&vtes.CardDef{ID: 996146, Name: "Test Penance", Types: vtes.Action,
	Modes: []vtes.Mode{{Kind: vtes.PlayAction, Label: "unlock at discard",
		Resolve: func(g *vtes.Game, p *vtes.Play) { g.UnlockAtDiscard(p.Minion) }}}})

// Asked as the discard phase begins: yes burns 1 blood and unlocks, no
// leaves the vampire locked with its blood.
func TestUnlockAtDiscard(t *testing.T) {
	for _, tc := range []struct {
		answer string
		locked bool
		blood  int
	}{{"Yes", false, 3}, {"No", true, 4}} {
		t.Run(tc.answer, func(t *testing.T) {
			s := newScenario(2)
			v := s.Ready(0, "Nathaniel Bordruff", 4)
			s.Hand(0, "Test Penance")
			g := s.Start(0, 3, vtes.PhaseMinion)
			answer(t, g, "Test Penance")
			passTo(t, g, "Yes")
			if !v.Locked || g.Phase != vtes.PhaseDiscard {
				t.Fatalf("asked in phase %v with the vampire locked %v", g.Phase, v.Locked)
			}
			answer(t, g, tc.answer)
			if v.Locked != tc.locked || v.Blood != tc.blood {
				t.Errorf("locked %v with %d blood, want %v with %d", v.Locked, v.Blood, tc.locked, tc.blood)
			}
		})
	}
}
