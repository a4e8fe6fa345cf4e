package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Aranthebes, The Immortal: put in play by a +1 stealth action; unlocked,
// vampires of capacity 4 or less bleed its Methuselah for 1 less; locked
// to give the predator's acting minion -1 stealth; vampires of capacity 5
// or more shuffle it into its owner's library as a directed action (card
// text).
func TestAranthebesTheImmortal(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Lenny Burkhead", 3, "Aranthebes, The Immortal")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Aranthebes, The Immortal (put in play)")
		finish(t, g)
		if n := len(g.Methuselah(0).InPlay); n != 1 {
			t.Fatalf("%d cards in play, want Aranthebes", n)
		}
		wantPool(t, g, 29, 30, 30)
	})
	for _, tc := range []struct {
		bleeder string
		pool    int
	}{{"Bijou", 30}, {"Lenny Burkhead", 28}} {
		t.Run(tc.bleeder+" bleeds", func(t *testing.T) {
			s := newScenario(3)
			s.Ready(0, tc.bleeder, 3)
			s.InPlay(1, "Aranthebes, The Immortal")
			g := s.Start(0, 2, vtes.PhaseMinion)
			answer(t, g, tc.bleeder+" bleeds")
			finish(t, g)
			if p := pool(g, 1); p != tc.pool {
				t.Errorf("Methuselah 2 has %d pool, want %d", p, tc.pool)
			}
		})
	}
	t.Run("lock: -1 stealth to the predator's minion", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Djeneba", 4)
		s.Ready(1, "Mkhokheli", 4)
		ar := s.InPlay(1, "Aranthebes, The Immortal")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Djeneba bleeds", "Block with Mkhokheli", "lock: -1 stealth to your predator's minion")
		finish(t, g)
		wantLocked(t, ar, true)
		if !logged(g, "Mkhokheli blocks Djeneba") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("shuffled into the library", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 3)
		s.Ready(0, "Bijou", 3)
		ar := s.InPlay(1, "Aranthebes, The Immortal")
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Bijou burns")
		answer(t, g, "Lenny Burkhead burns Aranthebes")
		passUntil(t, g, "End the minion phase")
		wantZone(t, ar, vtes.ZoneLibrary)
	})
}
