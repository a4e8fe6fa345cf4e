package cards_test

import (
	"fmt"
	"testing"

	"kindred/vtes"
)

// Ennoia's Theater: a unique location needing a ready Gangrel (or Gangrel
// antitribu, [ANK 20190203]: TestClanRequirement); locked for +1 hand size
// this turn, or in its Methuselah's influence phase for +1 transfer
// ([RTR 20180303]) (card text; §1.5.4, §3.6).
func TestEnnoiasTheater(t *testing.T) {
	t.Run("needs a ready Gangrel", func(t *testing.T) {
		wantPlayed(t, "Casey Snyder", "Ennoia's Theater", 30)
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Hand(0, "Ennoia's Theater")
		g := s.Start(0, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Play Ennoia's Theater")
	})
	t.Run("lock: +1 hand size this turn", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Casey Snyder", 3)
		s.Library(0, "Sideslip", "Sideslip")
		theater := s.InPlay(0, "Ennoia's Theater")
		g := s.Start(0, 2, vtes.PhaseMaster)
		before := g.HandSize(0)
		answer(t, g, "Use Ennoia's Theater: lock: +1 hand size this turn")
		if !theater.Locked {
			t.Error("Ennoia's Theater is not locked")
		}
		if n := g.HandSize(0); n != before+1 {
			t.Errorf("hand size %d, want %d", n, before+1)
		}
		mustNotOffer(t, g, "Use Ennoia's Theater")
	})
	t.Run("lock in the influence phase: +1 transfer", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Casey Snyder", 3)
		s.Uncontrolled(0, "Crow", 0)
		s.InPlay(0, "Ennoia's Theater")
		g := s.Start(0, 5, vtes.PhaseInfluence)
		answer(t, g, "Use Ennoia's Theater: lock: +1 transfer")
		var n, p int
		prompt := g.Pending().Prompt.String()
		if _, err := fmt.Sscanf(prompt, "Influence phase: %d transfer(s) left, %d pool.", &n, &p); err != nil {
			t.Fatalf("influence prompt %q: %v", prompt, err)
		}
		if n != 5 {
			t.Errorf("%d transfers, want 4 + 1", n)
		}
	})
	t.Run("not in another Methuselah's turn", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Casey Snyder", 3)
		s.Ready(1, "Crow", 3)
		s.InPlay(0, "Ennoia's Theater")
		g := s.Start(1, 2, vtes.PhaseMaster)
		mustNotOffer(t, g, "Use Ennoia's Theater")
	})
}
