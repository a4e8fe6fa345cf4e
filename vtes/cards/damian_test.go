package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Damian: +1 bleed while his Methuselah controls a ready cardinal; a
// torpid cardinal or another Methuselah's does not count (card text).
func TestDamian(t *testing.T) {
	for _, tc := range []struct {
		name     string
		cardinal func(s *vtes.Scenario)
		prey     int
	}{
		{"a ready cardinal: +1 bleed", func(s *vtes.Scenario) { s.Ready(0, "Aaradhya, The Callous Tyrant", 4) }, 28},
		{"a cardinal in torpor: no bonus", func(s *vtes.Scenario) { s.Torpor(0, "Aaradhya, The Callous Tyrant", 4) }, 29},
		{"another Methuselah's cardinal: no bonus", func(s *vtes.Scenario) { s.Ready(2, "Aaradhya, The Callous Tyrant", 4) }, 29},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Damian", 3)
			tc.cardinal(s)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Damian bleeds")
			notBlocked(t, g)
			finish(t, g)
			if got := pool(g, 1); got != tc.prey {
				t.Errorf("prey's pool %d, want %d\n%s", got, tc.prey, logText(g))
			}
		})
	}
}
