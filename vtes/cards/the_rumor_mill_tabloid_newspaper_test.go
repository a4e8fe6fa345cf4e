package cards_test

import (
	"testing"

	"kindred/vtes"
)

// The Rumor Mill, Tabloid Newspaper, for 1 pool: a unique location; lock
// it during an action to choose a vampire, which may burn 1 blood for +1
// intercept during that action, at any point its controller has the
// impulse (card text; group G00103 [ANK 20200607]).
func TestTheRumorMillTabloidNewspaper(t *testing.T) {
	t.Run("played for 1 pool", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Mason Ha", 3)
		mill := s.Hand(0, "The Rumor Mill, Tabloid Newspaper")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play The Rumor Mill")
		wantZone(t, mill, vtes.ZoneInPlay)
		wantPool(t, g, 29, 30)
	})
	t.Run("the blocker burns 1 blood for +1 intercept", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 3)
		mason := s.Ready(1, "Mason Ha", 3)
		mill := s.InPlay(1, "The Rumor Mill, Tabloid Newspaper")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Block with Mason Ha", "Use The Rumor Mill")
		answer(t, g, "Mason Ha", "Yes")
		wantLocked(t, mill, true)
		if !logged(g, "Mason Ha blocks") {
			t.Errorf("no block\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, mason, 1) // 1 burned, 1 damage in combat
	})
	t.Run("any point of the action: before the attempt (G00103)", func(t *testing.T) {
		// Used with the impulse, as the block is decided: the chosen
		// vampire's +1 intercept counts when it attempts.
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 3)
		mason := s.Ready(1, "Mason Ha", 3)
		mill := s.InPlay(1, "The Rumor Mill, Tabloid Newspaper")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Use The Rumor Mill", "Mason Ha", "Yes")
		wantLocked(t, mill, true)
		wantBlood(t, mason, 2)
		answer(t, g, "Block with Mason Ha")
		if !logged(g, "Mason Ha blocks") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("the chosen vampire may decline", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Nathaniel Bordruff", 3)
		mason := s.Ready(1, "Mason Ha", 3)
		s.InPlay(1, "The Rumor Mill, Tabloid Newspaper")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff hunts", "Block with Mason Ha", "Use The Rumor Mill",
			"Mason Ha", "No")
		finish(t, g)
		wantBlood(t, mason, 3)
		if logged(g, "Mason Ha blocks") {
			t.Error("no intercept, no block")
		}
	})
}
