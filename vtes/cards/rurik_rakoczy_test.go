package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Rurik Rakoczy: 1 optional press each combat; +1 bleed while Ludmijla
// Rakoczy is ready, whoever controls her, not while she is in torpor
// (card text; §6.6).
func TestRurikRakoczy(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(s *vtes.Scenario)
		pool  int
	}{
		{"alone", func(*vtes.Scenario) {}, 29},
		{"Ludmijla ready", func(s *vtes.Scenario) { s.Ready(0, "Ludmijla Rakoczy", 3) }, 28},
		{"another Methuselah's Ludmijla", func(s *vtes.Scenario) { s.Ready(2, "Ludmijla Rakoczy", 3) }, 28},
		{"Ludmijla in torpor", func(s *vtes.Scenario) { s.Torpor(0, "Ludmijla Rakoczy", 0) }, 29},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Rurik Rakoczy", 3)
			tc.setup(s)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Rurik Rakoczy bleeds")
			finish(t, g)
			wantPool(t, g, 30, tc.pool, 30)
		})
	}
	t.Run("an optional press", func(t *testing.T) {
		startPosition(t, `turn 2 phase minion active 1 seats 3 last
			ready 1: Rurik Rakoczy blood 4
			ready 2: Horace Radcliffe blood 5
			> Rurik Rakoczy bleeds
			> Block with Horace Radcliffe
			> Use an optional press
			> finish
			= ready: Rurik Rakoczy blood 2`) // two rounds of 1 damage
	})
}
