package vtes_test

// Strikes that cannot be dodged (§6.4 tier 2).

import (
	"testing"

	"kindred/vtes"
)

var (
	_ = fixture(&vtes.CardDef{ID: 993954, Name: "Test Tackle", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayStrike, Hand: true, Label: "hand strike at +1, cannot be dodged", Resolve: vtes.Undodgeable(vtes.HandStrike(1)).Resolve}}})
	// A strike card with 1 additional strike, limited (§6.5).
	_ = fixture(&vtes.CardDef{ID: 993955, Name: "Test Flurry", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayStrike, Label: "dodge, with 1 additional strike", Legal: vtes.CanStrikeWithExtra,
			Resolve: vtes.StrikeWithExtra(vtes.Strike{Label: "dodge", Dodge: true}, 1)}}})
)

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

// §6.5, [ANK 20220204]: a strike "with 1 additional strike" gives the
// strike pair after the first; it is the round's one effect to gain
// additional strikes, so a second one cannot be played that round.
func TestStrikeWithAdditionalStrike(t *testing.T) {
	s := newScenario(2)
	n, nik := nathanielAttacks(s, 4, "Nik Sikko", 4)
	s.Hand(0, "Test Flurry", "Test Flurry", "Test Blur", "Test Haymaker")
	g := s.Start(0, 3, vtes.PhaseMinion)
	attack(t, g, "Nik Sikko")
	asked(t, g, 0, "vtes.strike")
	answer(t, g, "Play Test Flurry")
	if !logged(g, "Nathaniel Bordruff dodges") || nik.Blood != 4 || n.Blood != 4 {
		t.Fatalf("the first pair: Nathaniel dodges (blood %d, %d)", n.Blood, nik.Blood)
	}
	asked(t, g, 0, "vtes.strike") // the additional pair; no window for Test Blur
	mustOffer(t, g, "Play Test Haymaker")
	mustNotOffer(t, g, "Play Test Flurry")
	answer(t, g, "Hand strike (1 damage)")
	if nik.Blood != 3 {
		t.Errorf("Nik has %d blood after the additional hand strike, want 3", nik.Blood)
	}
}
