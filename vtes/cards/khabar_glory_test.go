package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Khabar: Glory: a +1 stealth action before any non-mandatory action of
// the turn; the Banu Haqim unlocks and gets +1 bleed; its Methuselah
// gains 4 more pool when their prey is ousted; burned in their unlock
// phase (card text; §3.4, §8.1).
func TestKhabarGlory(t *testing.T) {
	t.Run("unlock, +1 bleed, 4 pool more for the oust", func(t *testing.T) {
		s := newScenario(3)
		arjun := readyWithHand(s, 0, "Arjun Shah", 3, "Khabar: Glory")
		s.Pool(1, 2)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Arjun Shah: Khabar: Glory")
		for g.Action() != nil {
			decline(t, g)
		}
		wantLocked(t, arjun, false)
		answer(t, g, "Arjun Shah bleeds")
		finish(t, g)
		if !g.Methuselah(1).Ousted || pool(g, 0) != 40 {
			t.Errorf("prey ousted %v, pool %d: want a bleed of 2 and 30 + 6 + 4",
				g.Methuselah(1).Ousted, pool(g, 0))
		}
	})
	t.Run("not after a non-mandatory action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Arjun Shah", 3)
		readyWithHand(s, 0, "Warmaksan", 3, "Khabar: Glory")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Warmaksan hunts")
		for g.Action() != nil {
			decline(t, g)
		}
		mustNotOffer(t, g, "Khabar: Glory")
	})
	t.Run("burned in the unlock phase", func(t *testing.T) {
		s := newScenario(3)
		arjun := s.Ready(0, "Arjun Shah", 3)
		glory := s.Attach(arjun, "Khabar: Glory", 0)
		s.Library(0, "Blur")
		g := s.Start(0, 2, vtes.PhaseUnlock)
		finish(t, g)
		wantZone(t, glory, vtes.ZoneAsh)
	})
}
