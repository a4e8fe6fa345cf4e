package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Noluthando: +1 damage with her ranged strikes, even at close range; not
// with a hand strike (card text).
func TestNoluthando(t *testing.T) {
	for _, tc := range []struct {
		strike string
		blood  int
	}{{"Ivory Bow", 5}, {"Hand strike", 5}} { // 2 aggravated: torpor, 1 blood burned; 1 healed
		t.Run(tc.strike, func(t *testing.T) {
			s := newScenario(3)
			nol := s.Ready(0, "Noluthando", 5)
			s.Attach(nol, "Ivory Bow", 0)
			mk := s.Ready(1, "Mkhokheli", 6)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Noluthando", "Mkhokheli")
			fightUntil(t, g, "Ivory Bow")
			answer(t, g, tc.strike)
			finish(t, g)
			wantBlood(t, mk, tc.blood)
		})
	}
}
