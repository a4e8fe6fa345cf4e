package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Infernal Pursuit: [cel] press; [CEL] for the rest of the combat, each
// replacement draws an additional card, then the hand is discarded down
// to its size (card text; drawmore.go).
func TestInfernalPursuit(t *testing.T) {
	t.Run("inferior: press", func(t *testing.T) {
		g, _, mk := startBlockedBleed(t, "Ariane", 4, "Infernal Pursuit", "Mkhokheli", 6) // cel
		passUntil(t, g, "Play Infernal Pursuit (press)")
		answer(t, g, "Play Infernal Pursuit (press)")
		finish(t, g)
		wantBlood(t, mk, 4) // two rounds of Ariane's hand strikes
	})
	t.Run("superior: one card more at each replacement, this one's too", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Brandon Grime", 4) // CEL
		s.Hand(0, "Infernal Pursuit", "Target Vitals", "Trap", "Trap", "Trap", "Trap", "Trap")
		s.Library(0, "Harass", "Harass", "Harass", "Harass")
		s.Ready(1, "Mkhokheli", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Brandon Grime", "Mkhokheli")
		passUntil(t, g, "Play Infernal Pursuit (this combat")
		answer(t, g, "Play Infernal Pursuit (this combat")
		// 7 cards: its replacement and one more make 8; discard one.
		answer(t, g, "Harass")
		passUntil(t, g, "Play Target Vitals")
		answer(t, g, "Play Target Vitals", "Harass")
		if n := countLog(g, "Methuselah 1 draws an additional card"); n != 2 {
			t.Errorf("%d additional cards, want 2\n%s", n, logText(g))
		}
		if h := g.Methuselah(0).Hand; len(h) != 7 {
			t.Errorf("hand of %d cards, want 7", len(h))
		}
	})
}
