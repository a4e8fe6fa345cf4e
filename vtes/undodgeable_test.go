package vtes_test

// Strikes that cannot be dodged (§6.4 tier 2).

import (
	"testing"

	"kindred/vtes"
)

var _ = fixture(&vtes.CardDef{ID: 990954, Name: "Test Tackle", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayStrike, Hand: true, Label: "hand strike at +1, cannot be dodged", Resolve: vtes.Undodgeable(vtes.HandStrike(1))}}})

// §6.4: a dodge stops the opposing strike, unless it cannot be dodged.
func TestUndodgeableStrike(t *testing.T) {
	for _, tackle := range []bool{true, false} {
		s := newScenario(2)
		n, nik := nathanielAttacks(s, 4, "Nik Sikko", 4)
		s.Hand(0, "Test Tackle", "Test Haymaker")
		s.Hand(1, "Test Sidestep")
		g := s.Start(0, 3, vtes.PhaseMinion)
		attack(t, g, "Nik Sikko")
		asked(t, g, 0, "vtes.strike")
		if tackle {
			answer(t, g, "Play Test Tackle")
		} else {
			answer(t, g, "Play Test Haymaker")
		}
		answer(t, g, "Play Test Sidestep")
		if tackle && nik.Blood != 2 {
			t.Errorf("Nik has %d blood; the undodgeable 2-damage strike lands through the dodge, want 2", nik.Blood)
		}
		if !tackle && nik.Blood != 4 {
			t.Errorf("Nik has %d blood; the dodge stops the strike, want 4", nik.Blood)
		}
		if n.Blood != 4 {
			t.Errorf("Nathaniel has %d blood; a dodge deals no damage", n.Blood)
		}
	}
}
