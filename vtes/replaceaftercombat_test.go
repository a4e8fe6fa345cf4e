package vtes_test

import (
	"slices"
	"testing"

	"kindred/vtes"
)

// A strike card replaced only after combat, as a test fixture.
var _ = fixture(&vtes.CardDef{ID: 993162, Name: "Test Late Jab", Types: vtes.Combat,
	ReplaceAfterCombat: true,
	Modes: []vtes.Mode{{Kind: vtes.PlayStrike, Label: "strike: 1 damage",
		Resolve: func(g *vtes.Game, p *vtes.Play) {
			g.SetStrike(p.Minion, vtes.Strike{Label: "jab", Damage: 1})
		}}}})

// §1.5.3: a card that says "do not replace until after combat" leaves its
// Methuselah's hand a card short while the combat lasts, and is replaced
// once the combat is over; a card without the clause is replaced as it is
// played.
func TestReplaceAfterCombat(t *testing.T) {
	for _, tc := range []struct {
		card      string
		inCombat  int // hand size as the opposing minion chooses its strike
		afterward int
	}{
		{"Test Late Jab", 0, 1},
		{"Test Costly Blow", 1, 1},
	} {
		t.Run(tc.card, func(t *testing.T) {
			s := newScenario(2)
			s.Ready(0, "Nik Sikko", 3)
			s.Hand(0, tc.card)
			s.Library(0, "Test Haymaker", "Test Haymaker")
			s.Ready(1, "Catalina Vega", 4)
			s.Hand(1, "Test Haymaker") // so that Catalina is asked her strike
			g := s.Start(0, 3, vtes.PhaseMinion)
			answer(t, g, "Nik Sikko bleeds", "Block with Catalina Vega", "Play "+tc.card)
			asked(t, g, 1, "vtes.strike")
			if n := len(g.Methuselah(0).Hand); n != tc.inCombat {
				t.Errorf("hand of %d during combat, want %d", n, tc.inCombat)
			}
			answer(t, g, "Hand strike")
			for g.Pending() != nil && g.Combat() != nil {
				answer(t, g, g.Labels()[0])
			}
			if n := len(g.Methuselah(0).Hand); n != tc.afterward {
				t.Errorf("hand of %d after combat, want %d", n, tc.afterward)
			}
			if !slices.ContainsFunc(g.Methuselah(0).Hand, func(id vtes.CardID) bool {
				return g.Card(id).Def.Name == "Test Haymaker"
			}) {
				t.Error("the replacement is not in the hand")
			}
		})
	}
}
