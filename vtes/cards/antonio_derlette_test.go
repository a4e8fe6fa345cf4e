package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Antonio d'Erlette: while he is ready, 4 transfers put a mage ally he
// could play, from the library (shuffled) or the hand, in play with its
// starting life, its cost paid (card text; allyinplay.go, §3.6).
func TestAntonioDErlette(t *testing.T) {
	const use = "Use Antonio d'Erlette: 4 transfers: put a mage ally in play"
	readyMage := func(t *testing.T, g *vtes.Game, name string) *vtes.Card {
		t.Helper()
		for _, m := range g.ReadyMinions(0) {
			if m.Def.Name == name {
				return m
			}
		}
		t.Fatalf("no %s ready\n%s", name, logText(g))
		return nil
	}
	t.Run("from the library", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Antonio d'Erlette", 5)
		s.Library(0, "Nephandus", "Nephandus", "Glancing Blow")
		g := s.Start(0, 5, vtes.PhaseInfluence)
		answer(t, g, use)
		neph := readyMage(t, g, "Nephandus")
		wantBlood(t, neph, 2) // its starting life
		wantLocked(t, neph, false)
		wantPool(t, g, 28, 30, 30) // its cost, 2 pool
		if got := g.TransfersLeft(0); got != 0 {
			t.Errorf("%d transfers left, want 0", got)
		}
		if !logged(g, "puts Nephandus in play from their library") {
			t.Errorf("not logged\n%s", logText(g))
		}
	})
	t.Run("from the hand, replaced", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Antonio d'Erlette", 5)
		neph := s.Hand(0, "Nephandus")[0]
		s.Library(0, "Nephandus", "Glancing Blow")
		g := s.Start(0, 5, vtes.PhaseInfluence)
		answer(t, g, use, "from the hand")
		wantZone(t, neph, vtes.ZoneReady)
		if h := g.Methuselah(0).Hand; len(h) != 1 {
			t.Errorf("hand of %d cards, want 1 (replaced)", len(h))
		}
	})
	t.Run("only a mage ally he could play", func(t *testing.T) {
		// Thadius Zho requires a Tremere, not a Tremere antitribu.
		s := newScenario(3)
		s.Ready(0, "Antonio d'Erlette", 5)
		s.Library(0, "Thadius Zho", "Carlton Van Wyk")
		g := s.Start(0, 5, vtes.PhaseInfluence)
		neverOffered(t, g, "put a mage ally in play")
	})
	t.Run("only while Antonio is ready", func(t *testing.T) {
		s := newScenario(3)
		s.Torpor(0, "Antonio d'Erlette", 1)
		s.Ready(0, "Ember Wright", 3)
		s.Library(0, "Nephandus")
		g := s.Start(0, 5, vtes.PhaseInfluence)
		neverOffered(t, g, "put a mage ally in play")
	})
	t.Run("4 transfers", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Antonio d'Erlette", 5)
		s.Library(0, "Nephandus")
		g := s.Start(0, 2, vtes.PhaseInfluence)
		if n := g.TransfersLeft(0); n >= 4 {
			t.Fatalf("%d transfers: the test wants fewer than 4", n)
		}
		neverOffered(t, g, "put a mage ally in play")
	})
	t.Run("a cost reduction needing a recruit action does not apply", func(t *testing.T) {
		// [LSJ 20090920-2] [RTR 20070707]: Charisma's reduction is for a
		// vampire recruiting an ally.
		s := newScenario(3)
		antonio := s.Ready(0, "Antonio d'Erlette", 5)
		s.Attach(antonio, "Charisma", 0)
		s.Library(0, "Nephandus")
		g := s.Start(0, 5, vtes.PhaseInfluence)
		answer(t, g, use)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("at 2 pool: forecast as ousting", func(t *testing.T) {
		// The sim's sp-pact-with-nephandi used it at 2 pool for a
		// 2-pool Nephandus and was ousted (vtes/selfoust.go).
		s := newScenario(3)
		s.Pool(0, 2)
		s.Ready(0, "Antonio d'Erlette", 5)
		s.Library(0, "Nephandus")
		g := s.Start(0, 5, vtes.PhaseInfluence)
		mustOffer(t, g, use)
		for i, l := range g.Labels() {
			want := strings.HasPrefix(l, use)
			if got := g.OustsSelf(g.Pending(), i); got != want {
				t.Errorf("OustsSelf(%q) = %v, want %v", l, got, want)
			}
		}
	})
}
