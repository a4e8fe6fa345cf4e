package cards_test

import (
	"testing"

	"kindred/vtes"
)

// On the Qui Vive: a locked minion wakes and may block; one each minion
// between its unlock phases; an ally that played it does not unlock in
// its next unlock phase (card text; §14 C3; group G00115).
func TestOnTheQuiVive(t *testing.T) {
	t.Run("wake and block, once", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		s.Ready(0, "Lenny Burkhead", 3)
		mk := s.Ready(1, "Mkhokheli", 4)
		mk.Locked = true
		s.Hand(1, "On the Qui Vive", "On the Qui Vive")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds", "Play On the Qui Vive (wake) with Mkhokheli",
			"Block with Mkhokheli")
		if !logged(g, "Mkhokheli blocks Horace Radcliffe") {
			t.Fatalf("no block\n%s", logText(g))
		}
		answer(t, g, "Lenny Burkhead bleeds")
		mustNotOffer(t, g, "Play On the Qui Vive")
	})
	t.Run("not twice before its own unlock phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		s.Ready(1, "Nik Sikko", 3)
		mk := s.Ready(2, "Mkhokheli", 6)
		mk.Locked = true
		s.Hand(2, "On the Qui Vive", "On the Qui Vive")
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		// Turn 2: Horace hunts; Methuselah 3, his predator, may block.
		answer(t, g, "Horace Radcliffe hunts", "Do not block",
			"Play On the Qui Vive (wake) with Mkhokheli", "Do not block")
		// Turn 3: Nik bleeds Methuselah 3; Mkhokheli has had no unlock
		// phase since.
		passUntil(t, g, "Nik Sikko bleeds")
		answer(t, g, "Nik Sikko bleeds")
		mustNotOffer(t, g, "Play On the Qui Vive")
	})
	t.Run("not by an unlocked minion", func(t *testing.T) {
		g := startAgainst("Horace Radcliffe", 3, "Mkhokheli", 4, "On the Qui Vive")
		answer(t, g, "Horace Radcliffe bleeds")
		mustNotOffer(t, g, "Play On the Qui Vive")
	})
	t.Run("an ally stays locked in its next unlock phase", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Horace Radcliffe", 3)
		stray := s.Ready(1, "Underbridge Stray", 1)
		stray.Locked = true
		mk := s.Ready(1, "Mkhokheli", 3)
		mk.Locked = true
		s.Hand(1, "On the Qui Vive")
		g := startTurns(s, 2, 0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe bleeds",
			"Play On the Qui Vive (wake) with Underbridge Stray", "Do not block")
		passUntil(t, g, "Mkhokheli bleeds") // Methuselah 2's turn
		wantLocked(t, stray, true)
		wantLocked(t, mk, false)
	})
}
