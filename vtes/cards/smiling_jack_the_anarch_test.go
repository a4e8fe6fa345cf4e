package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Smiling Jack, The Anarch: in its Methuselah's unlock phase 1 pool moves
// onto it; in each other Methuselah's, they burn 1 pool or 1 blood of a
// vampire of theirs per counter, in any mix ([ANK 20181006]); vampires
// can burn it (card text).
func TestSmilingJackTheAnarch(t *testing.T) {
	t.Run("its Methuselah's unlock phase: 1 pool onto it", func(t *testing.T) {
		s := newScenario(3)
		jack := s.InPlay(0, "Smiling Jack, The Anarch")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		finish(t, g)
		if jack.Counters != 1 || pool(g, 0) != 29 {
			t.Errorf("Jack %d counters, pool %d; want 1 and 29", jack.Counters, pool(g, 0))
		}
	})
	t.Run("another's unlock phase: pool and blood mixed", func(t *testing.T) {
		s := newScenario(3)
		jack := s.InPlay(0, "Smiling Jack, The Anarch")
		jack.Counters = 2
		mk := s.Ready(1, "Mkhokheli", 3)
		g := s.Start(1, 2, vtes.PhaseUnlock)
		passUntil(t, g, "2")
		answer(t, g, "1") // 1 in pool, 1 in blood
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
		wantBlood(t, mk, 2)
	})
	t.Run("burned by a vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(1, "Nik Sikko", 3)
		jack := s.InPlay(0, "Smiling Jack, The Anarch")
		g := s.Start(1, 2, vtes.PhaseMinion)
		answer(t, g, "Nik Sikko burns Smiling Jack")
		finish(t, g)
		wantZone(t, jack, vtes.ZoneAsh)
	})
}
