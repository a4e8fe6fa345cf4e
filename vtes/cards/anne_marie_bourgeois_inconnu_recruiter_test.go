package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Anne-Marie Bourgeois, Inconnu Recruiter: equipment costs her 1 pool
// less (.44 Magnum: 1 pool, not 2); another vampire pays in full (card
// text; §14 C6).
func TestAnneMarieBourgeoisInconnuRecruiter(t *testing.T) {
	for _, tc := range []struct {
		vampire string
		pool    int
	}{
		{"Anne-Marie Bourgeois, Inconnu Recruiter", 29},
		{"Madison", 28},
	} {
		t.Run(tc.vampire, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, tc.vampire, 3)
			s.Hand(0, ".44 Magnum")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.vampire+": .44 Magnum (equip)")
			notBlocked(t, g)
			wantPool(t, g, tc.pool, 30, 30)
		})
	}
}
