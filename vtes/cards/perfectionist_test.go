package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Perfectionist: archetype on a vampire its Methuselah controls; once each
// turn, after a successful action of the vampire during which no reaction
// card was played, it can gain 1 blood (card text; group G00014).
func TestPerfectionist(t *testing.T) {
	t.Run("after a successful bleed", func(t *testing.T) {
		s := newScenario(3)
		azucena := s.Ready(0, "Azucena", 3)
		s.Attach(azucena, "Perfectionist", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Azucena bleeds", "Use Perfectionist: gain 1 blood")
		wantBlood(t, azucena, 4)
	})
	t.Run("not after a reaction was played", func(t *testing.T) {
		s := newScenario(3)
		s.Attach(s.Ready(0, "Azucena", 3), "Perfectionist", 0)
		s.InPlay(0, "Elysian Fields")
		s.Hand(0, "Shadow Cloak")
		readyWithHand(s, 1, "Mkhokheli", 3, "Enhanced Senses") // aus
		g := s.Start(0, 2, vtes.PhaseMinion)
		// Stealth 1 against intercept 1, then 2 against 1: the block fails.
		answer(t, g, "Azucena bleeds", "Block with Mkhokheli", "Play Shadow Cloak (+1 stealth)",
			"Play Enhanced Senses (+1 intercept)", "Use Elysian Fields")
		neverOffered(t, g, "Use Perfectionist")
		if !logged(g, "Methuselah 2: pool 30 → 29") {
			t.Fatalf("the bleed did not succeed\n%s", logText(g))
		}
	})
}
