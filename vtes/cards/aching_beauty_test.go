package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Aching Beauty: on a Toreador; when it is blocked the blocker's
// controller burns 1 pool before the block resolves, even when Change of
// Target then ends the action ([RTR 19991206]); two add up ([LSJ
// 19980225]); not when the block fails (card text; §4.1).
func TestAchingBeauty(t *testing.T) {
	t.Run("put on a Toreador", func(t *testing.T) {
		s := newScenario(3)
		gwen := s.Ready(0, "Gwendolyn Fleming", 3)
		s.Ready(0, "Lloyd Brooks", 3)
		ab := s.Hand(0, "Aching Beauty")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Aching Beauty")
		wantOn(t, g, ab, gwen) // the only Toreador
		wantPool(t, g, 28, 30, 30)
	})
	for _, tc := range []struct {
		name       string
		copies     int
		changeOf   bool
		wantBlocks int
	}{
		{"blocked: 1 pool", 1, false, 29},
		{"two copies: 2 pool", 2, false, 28},
		{"then Change of Target: still 1 pool", 1, true, 29},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(3)
			gwen := readyWithHand(s, 0, "Gwendolyn Fleming", 3, "Change of Target")
			for range tc.copies {
				s.Attach(gwen, "Aching Beauty", 0)
			}
			s.Ready(1, "Mkhokheli", 3)
			g := s.Start(0, 2, vtes.PhaseMinion)
			blockedBleed(t, g, "Gwendolyn Fleming", "Mkhokheli")
			wantPool(t, g, 30, tc.wantBlocks, 30)
			if tc.changeOf {
				answer(t, g, "Play Change of Target")
			}
			finish(t, g)
			wantPool(t, g, 30, tc.wantBlocks, 30)
		})
	}
	t.Run("not when the block fails", func(t *testing.T) {
		s := newScenario(3)
		gwen := s.Ready(0, "Gwendolyn Fleming", 3)
		s.Attach(gwen, "Aching Beauty", 0)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Gwendolyn Fleming hunts", "Block with Mkhokheli")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
	})
}
