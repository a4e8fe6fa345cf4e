package cards_test

import (
	"testing"

	"kindred/vtes"
)

// evanSeed returns a seed whose first coin comes up face ("heads" or
// "tails") in the position setup builds and play starts.
func evanSeed(t *testing.T, face string, setup func(s *vtes.Scenario), play func(g *vtes.Game)) uint64 {
	t.Helper()
	for seed := uint64(1); seed < 64; seed++ {
		s := newScenario(3).Seed(seed)
		setup(s)
		g := s.Start(0, 2, vtes.PhaseMinion)
		play(g)
		if logged(g, "The coin comes up "+face) {
			return seed
		}
	}
	t.Fatalf("no seed flips %s", face)
	return 0
}

// Evan Klein (aus dom pre OBF, capacity 5): as another Methuselah's
// minion announces an action directed at him, a coin is flipped; on tails
// the action fails (not blocked, no effect, the actor locked); on heads
// it goes on. His own Methuselah's actions at him are undirected and flip
// nothing [LSJ 20030214-2] (card text; §4.1).
func TestEvanKlein(t *testing.T) {
	setup := func(s *vtes.Scenario) {
		s.Ready(0, "Nik Sikko", 3)
		s.Torpor(1, "Evan Klein", 2)
		s.Ready(2, "Horace Radcliffe", 3)
	}
	diablerize := func(g *vtes.Game) { _ = g.Answer("Nik Sikko diablerizes Evan Klein") }
	t.Run("tails: the action fails", func(t *testing.T) {
		s := newScenario(3).Seed(evanSeed(t, "tails", setup, diablerize))
		setup(s)
		g := s.Start(0, 2, vtes.PhaseMinion)
		evan := g.Card(1)
		wantCapacity(t, g, evan, 5)
		answer(t, g, "Nik Sikko diablerizes Evan Klein")
		if !logged(g, "The action of Nik Sikko fails.") || logged(g, "does not block") {
			t.Errorf("the action did not fail as announced\n%s", logText(g))
		}
		wantZone(t, evan, vtes.ZoneTorpor)
		wantLocked(t, g.Card(0), true)
	})
	t.Run("heads: the action goes on", func(t *testing.T) {
		s := newScenario(3).Seed(evanSeed(t, "heads", setup, diablerize))
		setup(s)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko diablerizes Evan Klein")
		notBlocked(t, g)
		wantZone(t, g.Card(1), vtes.ZoneAsh)
	})
	t.Run("his own Methuselah's action: no coin", func(t *testing.T) {
		s := newScenario(3)
		s.Torpor(0, "Evan Klein", 2)
		s.Ready(0, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko rescues Evan Klein")
		notBlocked(t, g)
		if logged(g, "The coin") {
			t.Errorf("a coin was flipped\n%s", logText(g))
		}
	})
}
