package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Ravnos Cache: in the master phase, 1 pool moved onto it and 1 counter
// added; its minions lock it to pay an equipment's cost with the counters,
// blood or pool ([RTR 19960112]) (card text; §1.5.6).
func TestRavnosCache(t *testing.T) {
	t.Run("played for nothing", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Oleg Kaprizov", 3)
		cache := s.Hand(0, "Ravnos Cache")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Ravnos Cache (location)")
		wantZone(t, cache, vtes.ZoneInPlay)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("1 pool moved, 2 counters, once a master phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Oleg Kaprizov", 3)
		cache := s.InPlay(0, "Ravnos Cache")
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use Ravnos Cache: move 1 pool here, add 1 counter")
		if cache.Counters != 2 {
			t.Errorf("%d counters, want 2", cache.Counters)
		}
		wantPool(t, g, 29, 30, 30)
		mustNotOffer(t, g, "Use Ravnos Cache")
	})
	t.Run("lock it: counters pay an equipment's pool cost", func(t *testing.T) {
		s := newScenario(3)
		oleg := s.Ready(0, "Oleg Kaprizov", 3)
		cache := s.InPlay(0, "Ravnos Cache")
		cache.Counters = 3
		rifle := s.Hand(0, "Assault Rifle")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Oleg Kaprizov: Assault Rifle (equip)")
		notBlocked(t, g)
		answerAmount(t, g, 3)
		finish(t, g)
		wantOn(t, g, rifle, oleg)
		wantPool(t, g, 28, 30, 30) // 5 less the 3 counters
		wantLocked(t, cache, true)
		if cache.Counters != 0 {
			t.Errorf("%d counters, want 0", cache.Counters)
		}
	})
	t.Run("not when locked", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Oleg Kaprizov", 3)
		cache := s.InPlay(0, "Ravnos Cache")
		cache.Counters, cache.Locked = 3, true
		s.Hand(0, "Assault Rifle")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Oleg Kaprizov: Assault Rifle (equip)")
		notBlocked(t, g)
		finish(t, g)
		wantPool(t, g, 25, 30, 30)
	})
}
