package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Heart of Nizchetus: with its bearer ready in the unlock phase, its
// Methuselah draws up to 3 cards and moves as many from the hand to the
// bottom of the library; not with the bearer in torpor (card text).
func TestHeartOfNizchetus(t *testing.T) {
	t.Run("equipped for 1 pool", func(t *testing.T) {
		s := newScenario(3)
		v := readyWithHand(s, 0, "Melech", 3, "Heart of Nizchetus")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Melech: Heart of Nizchetus (equip)")
		finish(t, g)
		wantPool(t, g, 29, 30, 30)
		if len(v.Attached) != 1 {
			t.Fatalf("Heart of Nizchetus not on Melech")
		}
	})
	t.Run("draw 2, 2 to the bottom", func(t *testing.T) {
		s := newScenario(3)
		v := s.Ready(0, "Melech", 3)
		s.Attach(v, "Heart of Nizchetus", 0)
		hand := s.Hand(0, "Quickness")
		s.Library(0, "Flash", "Pursuit", "Soul Burn")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		answerAmount(t, g, 2)
		if n := len(g.Hand(0)); n != 3 {
			t.Fatalf("hand of %d after drawing 2, want 3", n)
		}
		answer(t, g, "Quickness")
		wantZone(t, hand[0], vtes.ZoneLibrary)
		if lib := g.Methuselah(0).Library; lib[0] != hand[0].ID {
			t.Errorf("Quickness is not at the bottom of the library")
		}
		if n := len(g.Hand(0)); n != 2 {
			t.Fatalf("hand of %d, want 2 before the second card goes back", n)
		}
	})
	t.Run("not with the bearer in torpor", func(t *testing.T) {
		s := newScenario(3)
		v := s.Torpor(0, "Melech", 3)
		s.Attach(v, "Heart of Nizchetus", 0)
		s.Ready(0, "Milton Fox", 3)
		s.Hand(0, "Quickness")
		s.Library(0, "Flash", "Pursuit", "Soul Burn")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		for _, l := range g.Labels() {
			if l == "0" {
				t.Fatalf("asked how many cards to draw with the bearer in torpor: %q", g.Labels())
			}
		}
	})
}
