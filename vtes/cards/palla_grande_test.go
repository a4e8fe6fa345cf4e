package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Palla Grande: put in play with 3 counters; Toreador antitribu, anyone's,
// get +1 bleed, not a Toreador; a counter burned in its controller's
// discard phase, the card burned with the last (card text; §1.5.6).
func TestPallaGrande(t *testing.T) {
	t.Run("put in play with 3 counters", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Loonar", 3) // a Toreador antitribu card: its Methuselah needs one
		pg := s.Hand(0, "Palla Grande")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Palla Grande")
		wantZone(t, pg, vtes.ZoneInPlay)
		if pg.Counters != 3 {
			t.Fatalf("%d counters, want 3", pg.Counters)
		}
	})
	for _, tc := range []struct {
		name, bleeder string
		prey          int
	}{
		{"its controller's Toreador antitribu", "Loonar", 28},
		{"a Toreador: no bonus", "Bret Stryker", 29},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			s.InPlay(0, "Palla Grande").Counters = 3
			s.Ready(0, tc.bleeder, 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.bleeder+" bleeds")
			finish(t, g)
			wantPool(t, g, 30, tc.prey, 30)
		})
	}
	t.Run("another Methuselah's Toreador antitribu too", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(1, "Palla Grande").Counters = 3
		s.Ready(0, "Loonar", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Loonar bleeds")
		finish(t, g)
		wantPool(t, g, 30, 28, 30)
	})
	t.Run("a counter each of its controller's discard phases", func(t *testing.T) {
		for _, tc := range []struct {
			active, counters int
			zone             vtes.Zone
			left             int
		}{
			{0, 3, vtes.ZoneInPlay, 2},
			{1, 3, vtes.ZoneInPlay, 3}, // another Methuselah's discard phase
			{0, 1, vtes.ZoneAsh, 0},
		} {
			s := newScenario(3)
			pg := s.InPlay(0, "Palla Grande")
			pg.Counters = tc.counters
			g := s.Start(tc.active, 2, vtes.PhaseDiscard)
			finish(t, g)
			wantZone(t, pg, tc.zone)
			if tc.zone == vtes.ZoneInPlay && pg.Counters != tc.left {
				t.Errorf("seat %d's discard phase: %d counters, want %d", tc.active, pg.Counters, tc.left)
			}
		}
	})
}
