package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Cave of Apples, for 3 pool: unique location needing a Ministry; a
// Ministry puts 1 corruption counter on an ally or younger vampire of its
// prey as a Ⓓ action; if its Methuselah's counters on it reach its
// capacity or cost, they may burn them to steal it (card text; §14 C10).
func TestCaveOfApples(t *testing.T) {
	t.Run("put in play", func(t *testing.T) {
		wantPlayed(t, "Marcel", "Cave of Apples", 27)
	})
	t.Run("a counter on a younger vampire, not an older one", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3) // capacity 4
		s.InPlay(0, "Cave of Apples")
		nik := s.Ready(1, "Nik Sikko", 3) // capacity 3
		s.Ready(1, "Mkhokheli", 3)        // capacity 6
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Cave of Apples (1 corruption counter → Mkhokheli)")
		answer(t, g, "Marcel: Cave of Apples (1 corruption counter → Nik Sikko)",
			"Do not block")
		finish(t, g)
		if n := g.Corruption(nik, 0); n != 1 || nik.Controller != 1 {
			t.Errorf("Nik Sikko: %d counters, seat %d; want 1, seat 2's", n, nik.Controller+1)
		}
	})
	t.Run("counters reach the capacity: steal", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		s.InPlay(0, "Cave of Apples")
		nik := s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 2)
		answer(t, g, "Marcel: Cave of Apples (1 corruption counter → Nik Sikko)",
			"Do not block", "Yes")
		if nik.Controller != 0 || nik.Zone != vtes.ZoneReady || g.CorruptionTotal(nik) != 0 {
			t.Fatalf("Nik Sikko: seat %d, %s, %d counters; want stolen, counters burned\n%s",
				nik.Controller+1, nik.Zone, g.CorruptionTotal(nik), logText(g))
		}
		if !logged(g, "steals Nik Sikko") {
			t.Errorf("no log line\n%s", logText(g))
		}
	})
	t.Run("an ally: its cost", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Marcel", 3)
		s.InPlay(0, "Cave of Apples")
		stray := s.Ready(1, "Underbridge Stray", 1) // costs 1 blood
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Marcel: Cave of Apples (1 corruption counter → Underbridge Stray)",
			"Do not block", "Yes")
		if stray.Controller != 0 {
			t.Fatalf("the ally was not stolen\n%s", logText(g))
		}
	})
	t.Run("only by a Ministry", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.InPlay(0, "Cave of Apples")
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Cave of Apples")
	})
}
