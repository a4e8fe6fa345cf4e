package vtes_test

// Bonuses for a combat round (roundbonus.go; rules/vtes.md §6.4, §6.7).

import (
	"testing"

	"kindred/vtes"
)

var (
	// Before range: +1 strength and 1 damage prevented, this round
	// (Bear's Skin).
	_ = fixture(&vtes.CardDef{ID: 997150, Name: "Test Hide", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange, Label: "+1 strength, prevent 1 this round",
			Resolve: func(g *vtes.Game, p *vtes.Play) {
				g.StrengthThisRound(p.Minion, 1)
				g.PreventThisRound(p.Minion, 1)
			}}}})
	// Before range: 1 damage prevented each round of this combat.
	_ = fixture(&vtes.CardDef{ID: 997151, Name: "Test Thick Hide", Types: vtes.Combat,
		Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange, Label: "prevent 1 each round",
			Resolve: func(g *vtes.Game, p *vtes.Play) { g.PreventEachRound(p.Minion, 1) }}}})
)

// Two rounds of hand strikes between Nathaniel Bordruff (bleeding, who
// presses with Test Tracker) and Nik Sikko, who blocks and plays card
// before range in the first round. It returns both vampires' blood after.
func twoRoundsWith(t *testing.T, card string) (nathaniel, nik int) {
	s := newScenario(2)
	n := s.Ready(0, "Nathaniel Bordruff", 5)
	k := s.Ready(1, "Nik Sikko", 5)
	s.Hand(0, "Test Tracker")
	s.Hand(1, card)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nathaniel Bordruff bleeds", "Block with Nik Sikko")
	for i := 0; !offered(g, "Play "+card) && i < 20; i++ {
		answer(t, g, "Pass")
	}
	if !offered(g, "Play "+card) {
		t.Fatalf("no %s\n%s", card, logOf(g))
	}
	answer(t, g, "Play "+card)
	for i := 0; !offered(g, "Play Test Tracker") && i < 20; i++ {
		answer(t, g, "Pass")
	}
	if !offered(g, "Play Test Tracker") {
		t.Fatalf("no press\n%s", logOf(g))
	}
	answer(t, g, "Play Test Tracker")
	for g.Pending() != nil && g.Pending().Kind != "vtes.minion" && g.Pending().Kind != "vtes.discard" {
		answer(t, g, "Pass")
	}
	return n.Blood, k.Blood
}

func TestRoundBonus(t *testing.T) {
	tests := []struct {
		card            string
		nathaniel, nikS int
		why             string
	}{
		// Round 1: Nik strikes for 2, his 1 damage taken is prevented;
		// round 2: 1 each way.
		{"Test Hide", 2, 4, "strength and prevention for the first round only"},
		// Round 1 and 2: Nik's damage prevented; 1 each round to Nathaniel.
		{"Test Thick Hide", 3, 5, "prevention each round"},
	}
	for _, tt := range tests {
		t.Run(tt.card, func(t *testing.T) {
			n, k := twoRoundsWith(t, tt.card)
			if n != tt.nathaniel || k != tt.nikS {
				t.Errorf("%s: Nathaniel %d, Nik %d blood; want %d, %d (%s)", tt.card, n, k,
					tt.nathaniel, tt.nikS, tt.why)
			}
		})
	}
}
