package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Aline Gädeke, Baron of Mannheim: once each turn, after another Anarch
// her Methuselah controls performs a successful action, she may burn 1
// blood to unlock (card text; §14 C10).
func TestAlineGadeke(t *testing.T) {
	setup := func(other string) (*vtes.Game, *vtes.Card) {
		s := newScenario(3)
		aline := s.Ready(0, "Aline Gädeke", 4)
		aline.Locked = true
		s.Ready(0, other, 3)
		s.Ready(0, "Brandon Grime", 3)
		s.Ready(1, "Mkhokheli", 3).Locked = true
		s.Ready(2, "Nik Sikko", 3).Locked = true
		return s.Start(0, 2, vtes.PhaseMinion), aline
	}
	t.Run("after another Anarch's successful action, once each turn", func(t *testing.T) {
		g, aline := setup("Anita Wainwright")
		answer(t, g, "Anita Wainwright hunts")
		answer(t, g, "Use Aline Gädeke: burn 1 blood: unlock")
		wantLocked(t, aline, false)
		wantBlood(t, aline, 3)
		aline.Locked = true
		answer(t, g, "Brandon Grime hunts")
		mustNotOffer(t, g, "Use Aline Gädeke")
		vanilla(t, "Aline Gädeke", 7, 2, vtes.Potence, vtes.Superior)
	})
	t.Run("not after a non-Anarch's action", func(t *testing.T) {
		g, _ := setup("Lenny Burkhead")
		answer(t, g, "Lenny Burkhead hunts")
		mustNotOffer(t, g, "Use Aline Gädeke")
	})
	t.Run("not after a blocked action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Aline Gädeke", 4).Locked = true
		s.Ready(0, "Anita Wainwright", 3)
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Anita Wainwright", "Mkhokheli")
		neverOffered(t, g, "Use Aline Gädeke")
	})
	// Group G00027 [LSJ 20011022]: her ability is usable in torpor.
	t.Run("in torpor", func(t *testing.T) {
		s := newScenario(3)
		aline := s.Torpor(0, "Aline Gädeke", 4)
		aline.Locked = true
		s.Ready(0, "Anita Wainwright", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Anita Wainwright hunts", "Use Aline Gädeke: burn 1 blood: unlock")
		wantLocked(t, aline, false)
		wantBlood(t, aline, 3)
		wantZone(t, aline, vtes.ZoneTorpor)
	})
	// [ANK 20220814]: a vampire whose action made it Anarch counts.
	t.Run("after an action to become Anarch", func(t *testing.T) {
		g, aline := setup("Horace Radcliffe")
		answer(t, g, "Horace Radcliffe becomes anarch")
		if !logged(g, "Horace Radcliffe is now Anarch") {
			t.Fatal("Horace did not become Anarch")
		}
		answer(t, g, "Use Aline Gädeke: burn 1 blood: unlock")
		wantLocked(t, aline, false)
	})
}
