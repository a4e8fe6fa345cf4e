package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Bret Stryker (CEL PRE, capacity 4): -1 intercept against titled
// vampires, so he cannot block a prince's action without intercept, and
// blocks an untitled vampire's (card text; §4.3).
func TestBretStryker(t *testing.T) {
	for _, c := range []struct {
		actor  string
		blocks bool
	}{{"Belinde", false}, {"Wauneka", true}} {
		t.Run(c.actor, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, c.actor, 3)
			s.Ready(1, "Bret Stryker", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, c.actor+" bleeds", "Block with Bret Stryker")
			if got := logged(g, "Bret Stryker blocks "+c.actor); got != c.blocks {
				t.Errorf("Bret Stryker blocks: %v, want %v", got, c.blocks)
			}
		})
	}
	vanilla(t, "Bret Stryker", 4, 0, vtes.Celerity, vtes.Superior)
}
