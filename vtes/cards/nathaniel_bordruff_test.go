package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Nathaniel Bordruff can enter combat with a locked vampire as a directed
// action; an unlocked vampire is no target; if the target is unlocked when
// the unblocked action resolves, it does nothing (card text; §3.5.7, §6.1; ruling group
// G00078 [ANK 20210124]).
func TestNathanielBordruff(t *testing.T) {
	t.Run("enters combat with a locked vampire", func(t *testing.T) {
		s := newScenario(3)
		nat := s.Ready(0, "Nathaniel Bordruff", 4)
		dowager := s.Ready(1, "The Dowager", 3)
		dowager.Locked = true
		s.Ready(1, "Mkhokheli", 3) // unlocked: no target
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "→ Mkhokheli")
		answer(t, g,
			"Nathaniel Bordruff: Nathaniel Bordruff (enter combat with a locked vampire → The Dowager)")
		answer(t, g, "Do not block")
		if !logged(g, "Combat: Nathaniel Bordruff against The Dowager") {
			t.Errorf("no combat\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, nat, 3)
		wantBlood(t, dowager, 2)
	})
	t.Run("the target unlocked before resolution: no combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Nathaniel Bordruff", 4)
		dowager := s.Ready(1, "The Dowager", 3)
		dowager.Locked = true
		s.Ready(1, "Underbridge Stray", 1)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nathaniel Bordruff: Nathaniel Bordruff (enter combat")
		answer(t, g, "Use Underbridge Stray: burn: unlock a ready minion")
		wantLocked(t, dowager, false)
		answer(t, g, "Do not block")
		finish(t, g)
		if logged(g, "Combat:") {
			t.Errorf("combat with a vampire no longer locked\n%s", logText(g))
		}
	})
}
