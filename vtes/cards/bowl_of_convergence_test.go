package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Bowl of Convergence: equipment; its bearer with Auspex gets +1
// intercept, none without; with superior Auspex it may burn 1 blood
// during an action for +1 more (card text; §4.3).
func TestBowlOfConvergence(t *testing.T) {
	t.Run("equipped at +1 stealth", func(t *testing.T) {
		s := newScenario(3)
		lauren := s.Ready(0, "Lauren", 3)
		card := s.Hand(0, "Bowl of Convergence")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lauren: Bowl of Convergence (equip)")
		wantOn(t, g, card, lauren)
	})
	for _, tc := range []struct {
		blocker string
		blocks  bool
	}{{"Lauren", true}, {"Rosalina Cortez", false}} { // aus; no Auspex
		t.Run(tc.blocker+" against a hunt", func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, "Ryan", 1)
			b := s.Ready(1, tc.blocker, 3)
			s.Attach(b, "Bowl of Convergence", 0)
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, "Ryan hunts", "Block with "+tc.blocker)
			mustNotOffer(t, g, "Use Bowl of Convergence")
			if got := logged(g, tc.blocker+" blocks Ryan"); got != tc.blocks {
				t.Errorf("%s blocks: %v, want %v", tc.blocker, got, tc.blocks)
			}
		})
	}
	t.Run("superior: burn 1 blood for +1 more", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Ryan", 1)
		s.InPlay(0, "Creepshow Casino")
		colette := s.Ready(1, "Colette", 3) // AUS
		s.Attach(colette, "Bowl of Convergence", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Ryan hunts", "Use Creepshow Casino", "Block with Colette",
			"Use Bowl of Convergence")
		if !logged(g, "Colette blocks Ryan") {
			t.Errorf("no block at stealth 2\n%s", logText(g))
		}
		wantBlood(t, colette, 1) // 1 for the Bowl, 1 for Ryan's hand strike
	})
}
