package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Keith Moody: in his Methuselah's unlock phase their prey may burn the
// Edge to burn 1 blood from him; not without the Edge (card text).
func TestKeithMoody(t *testing.T) {
	for _, tc := range []struct {
		name   string
		edge   int
		answer string
		blood  int
		edgeTo int
	}{
		{"the prey burns the Edge", 1, "Yes", 2, -1},
		{"the prey keeps it", 1, "No", 3, 1},
		{"another Methuselah's Edge", 2, "", 3, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			keith := s.Ready(0, "Keith Moody", 3)
			s.Edge(tc.edge)
			s.Library(0, "Wash") // no withdrawal question
			g := s.Start(0, 2, vtes.PhaseUnlock)
			if tc.answer != "" {
				if d := g.Pending(); d == nil || d.Seat != 1 {
					t.Fatalf("the prey is not asked")
				}
				answer(t, g, tc.answer)
			} else {
				mustNotOffer(t, g, "Yes")
			}
			wantBlood(t, keith, tc.blood)
			if g.Edge != tc.edgeTo {
				t.Errorf("the Edge is with %d, want %d", g.Edge, tc.edgeTo)
			}
		})
	}
	vanilla(t, "Keith Moody", 3, 0, vtes.Dominate, vtes.Superior)
}
