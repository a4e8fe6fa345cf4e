package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Raptor, for 2 blood: [ani] +1 intercept to the employer; [ANI] as well,
// and while the employer is in combat the opposing Methuselah has -1 hand
// size: they discard as the combat starts and draw back after it ([LSJ
// 20030530]: each combat again); the version is the level it was employed
// at (group G00018).
func TestRaptor(t *testing.T) {
	t.Run("inferior: employed, +1 intercept", func(t *testing.T) {
		s := newScenario(3)
		hanna := readyWithHand(s, 0, "Hanna Nokelainen", 4, "Raptor")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Hanna Nokelainen: Raptor (employ)")
		finish(t, g)
		wantBlood(t, hanna, 2)
		if len(hanna.Attached) != 1 || g.Card(hanna.Attached[0]).Superior {
			t.Fatalf("no inferior Raptor on Hanna\n%s", logText(g))
		}

		s = newScenario(3)
		s.Ready(0, "Mkhokheli", 6)
		hanna = s.Ready(1, "Hanna Nokelainen", 4)
		s.Attach(hanna, "Raptor", 1)
		g = s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Hanna")
		if !logged(g, "Hanna Nokelainen blocks Mkhokheli") {
			t.Errorf("Raptor's intercept did not block the hunt\n%s", logText(g))
		}
	})
	t.Run("superior: employed as superior", func(t *testing.T) {
		s := newScenario(3)
		horace := readyWithHand(s, 0, "Horace Radcliffe", 4, "Raptor") // ANI
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe: Raptor (employ (superior))")
		finish(t, g)
		if len(horace.Attached) != 1 || !g.Card(horace.Attached[0]).Superior {
			t.Fatalf("no superior Raptor on Horace\n%s", logText(g))
		}
	})
	t.Run("superior: -1 hand size for the opponent during combat", func(t *testing.T) {
		s := newScenario(3)
		kuyen := s.Ready(0, "Kuyén", 6)
		s.Attach(kuyen, "Raptor", 1).Superior = true
		readyWithHand(s, 1, "Mkhokheli", 6, "Majesty", "Majesty", "Majesty", "Majesty",
			"Majesty", "Majesty", "Majesty")
		s.Library(1, "Majesty", "Majesty")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Kuyén", "Mkhokheli")
		// The discard (of one of seven Majesty) asks nothing.
		if n := len(g.Methuselah(1).Hand); n != 6 {
			t.Errorf("hand of %d in combat, want 6", n)
		}
		answer(t, g, "Hand strike")
		finish(t, g)
		if n := len(g.Methuselah(1).Hand); n != 7 {
			t.Errorf("hand of %d after combat, want 7", n)
		}
	})
}
