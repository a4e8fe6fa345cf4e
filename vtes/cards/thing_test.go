package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Thing: a Gangrel's +1 stealth action adding 2 blood to a Gangrel in its
// Methuselah's uncontrolled region; not by another clan (card text;
// §1.5.4).
func TestThing(t *testing.T) {
	t.Run("2 blood to an uncontrolled Gangrel", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Hanna Nokelainen", 3)
		casey := s.Uncontrolled(0, "Casey Snyder", 1)
		s.Uncontrolled(0, "Leumeah", 1) // a Brujah: not a target
		s.Hand(0, "Thing")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Leumeah")
		answer(t, g,
			"Hanna Nokelainen: Thing (2 blood to an uncontrolled Gangrel → Casey Snyder)")
		if a := g.Action(); a != nil && (a.Stealth != 1 || a.Directed) {
			t.Errorf("stealth %d directed %v, want an undirected +1 stealth action", a.Stealth,
				a.Directed)
		}
		finish(t, g)
		wantBlood(t, casey, 3)
	})
	t.Run("not by a Brujah", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Leumeah", 3)
		s.Uncontrolled(0, "Casey Snyder", 1)
		s.Hand(0, "Thing")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Thing")
	})
}
