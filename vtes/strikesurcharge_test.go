package vtes_test

// Strike cards costing a combatant more for the rest of a combat
// (strikesurcharge.go; rules/vtes.md §1.5.6, §14 C6).

import (
	"slices"
	"strings"
	"testing"

	"kindred/vtes"
)

// Before range: the opposing minion's strike cards cost it 1 blood more
// this combat (Ensnare a Beast's clause).
var _ = fixture(&vtes.CardDef{ID: 996140, Name: "Test Snare", Types: vtes.Combat,
	Modes: []vtes.Mode{{Kind: vtes.PlayCombat, Step: vtes.StepBeforeRange,
		Label: "strike cards cost the opponent +1 blood",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			cs := g.Combat()
			cs.SurchargeStrikes(1-cs.Side(p.Minion), 1)
		}}}})

// A surcharged combatant pays 1 blood more for a strike card (Roundhouse,
// printed free); the other combat of the game pays the printed cost.
func TestSurchargeStrikeCards(t *testing.T) {
	for _, tc := range []struct {
		name    string
		snare   bool
		dowager int
	}{
		{"surcharged", true, 2},      // 1 for Roundhouse, 1 hand damage
		{"not surcharged", false, 3}, // 1 hand damage
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(2)
			_, dowager := nathanielAttacks(s, 5, "The Dowager", 4)
			s.Hand(0, "Test Snare")
			s.Hand(1, "Roundhouse")
			g := s.Start(0, 3, vtes.PhaseMinion)
			attack(t, g, "The Dowager")
			if tc.snare {
				answer(t, g, "Play Test Snare")
			}
			passTo(t, g, "Play Roundhouse (hand strike at +2)")
			answer(t, g, "Play Roundhouse (hand strike at +2)")
			passTo(t, g, "")
			if dowager.Blood != tc.dowager {
				t.Errorf("The Dowager has %d blood, want %d", dowager.Blood, tc.dowager)
			}
			invariants(t, g)
		})
	}
}

// passTo declines the pending decisions until one offers an option
// containing text ("" until the game ends).
func passTo(t *testing.T, g *vtes.Game, text string) {
	t.Helper()
	for i := 0; g.Pending() != nil && (text == "" || !offered(g, text)); i++ {
		if i > 100 {
			t.Fatalf("%q never offered: %q", text, g.Labels())
		}
		pass := slices.IndexFunc(g.Labels(), func(l string) bool {
			return l == "No" || strings.HasPrefix(l, "Pass") ||
				strings.HasPrefix(l, "Do not block") || strings.HasPrefix(l, "End the ")
		})
		if pass < 0 {
			t.Fatalf("no way to decline %q", g.Labels())
		}
		if err := g.Apply(pass); err != nil {
			t.Fatal(err)
		}
	}
	if text != "" && g.Pending() == nil {
		t.Fatalf("the game ended before %q was offered", text)
	}
}
