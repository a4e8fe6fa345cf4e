package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Corruption: a Ministry's +1 stealth Ⓓ action putting 1 corruption
// counter on a minion of its prey, older ones too; with the counters at
// its capacity, its Methuselah may burn them to steal it (card text; §14
// C10).
func TestCorruption(t *testing.T) {
	t.Run("a counter on an older vampire of the prey", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 3, "Corruption") // capacity 4
		mk := s.Ready(1, "Mkhokheli", 3)               // capacity 6
		s.Ready(2, "Nik Sikko", 3)                     // not the prey's
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Nik Sikko")
		answer(t, g, "Marcel: Corruption (1 corruption counter → Mkhokheli)")
		if a := g.Action(); a == nil || a.Stealth != 1 {
			t.Fatalf("action %+v, want +1 stealth", a)
		}
		notBlocked(t, g)
		finish(t, g)
		if n := g.Corruption(mk, 0); n != 1 || mk.Controller != 1 {
			t.Errorf("Mkhokheli: %d counters, seat %d; want 1, seat 2's", n, mk.Controller+1)
		}
	})
	t.Run("counters reach the capacity: steal", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Marcel", 3, "Corruption")
		nik := s.Ready(1, "Nik Sikko", 3) // capacity 3
		g := s.Start(0, 2, vtes.PhaseMinion)
		corrupt(g, nik, 0, 2)
		answer(t, g, "Marcel: Corruption (1 corruption counter → Nik Sikko)",
			"Do not block", "Yes")
		if nik.Controller != 0 || g.CorruptionTotal(nik) != 0 {
			t.Fatalf("Nik Sikko: seat %d, %d counters; want stolen, counters burned\n%s",
				nik.Controller+1, g.CorruptionTotal(nik), logText(g))
		}
	})
	t.Run("a Ministry only", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Anita Wainwright", 3, "Corruption")
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "Corruption")
	})
}
