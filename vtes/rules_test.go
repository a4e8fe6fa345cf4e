package vtes_test

import (
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// newScenario starts a test position with the implemented cards.
func newScenario(seats int) *vtes.Scenario { return vtes.NewScenario(seats, cards.ByName) }

// answer answers the pending decision by label, failing the test if no
// single option matches.
func answer(t *testing.T, g *vtes.Game, labels ...string) {
	t.Helper()
	for _, l := range labels {
		if err := g.Answer(l); err != nil {
			t.Fatal(err)
		}
	}
}

// A bleed that is not blocked burns the target's pool by the bleed amount
// and gives the Edge to the acting Methuselah (rules/vtes.md §3.5.1).
func TestBleedUnblocked(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Lenny Burkhead", 3) // +1 bleed
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Lenny Burkhead bleeds")
	if got := g.Methuselah(1).Pool; got != 28 {
		t.Errorf("prey pool %d, want 28 (bleed 1 + Lenny's +1)", got)
	}
	if g.Edge != 0 {
		t.Errorf("Edge held by %d, want seat 0", g.Edge)
	}
}
