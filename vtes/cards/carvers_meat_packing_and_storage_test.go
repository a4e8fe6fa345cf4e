package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Carver's Meat Packing and Storage: a vampire of capacity 3 or less going
// to torpor gets a hostage counter; hostages are not moved to the ready
// region nor diablerized; lock in the master phase: X blood to a ready
// vampire, X the hostages; in any unlock phase a ready vampire burns 2
// blood to burn a vampire's hostage counters, once each turn ([ANK
// 20200729]); leaving play, it burns them all (card text; §7).
func TestCarversMeatPackingAndStorage(t *testing.T) {
	t.Run("a young vampire sent to torpor is a hostage", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Carver's Meat Packing and Storage")
		readyWithHand(s, 0, "Horace Radcliffe", 5, "Roundhouse")
		minseo := s.Ready(1, "Min-seo", 1) // capacity 3
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Min-seo")
		answer(t, g, "Play Roundhouse (hand strike at +3)")
		finish(t, g)
		wantZone(t, minseo, vtes.ZoneTorpor)
		if minseo.Counters != 1 {
			t.Errorf("Min-seo has %d hostage counters, want 1", minseo.Counters)
		}
	})
	t.Run("a hostage: no rescue, no diablerie, no leaving torpor", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Carver's Meat Packing and Storage")
		s.Ready(1, "Horace Radcliffe", 5)
		s.Torpor(1, "Min-seo", 3).Counters = 1
		g := s.Start(1, 2, vtes.PhaseMinion)
		mustNotOffer(t, g, "rescues")
		mustNotOffer(t, g, "diablerizes")
		mustNotOffer(t, g, "leaves torpor")
		mustOffer(t, g, "Horace Radcliffe bleeds")
	})
	t.Run("lock: 1 blood per hostage", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Carver's Meat Packing and Storage")
		horace := s.Ready(0, "Horace Radcliffe", 2)
		s.Torpor(1, "Min-seo", 3).Counters = 1
		s.Torpor(2, "Bret Stryker", 3).Counters = 1
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Use Carver's Meat Packing and Storage")
		wantBlood(t, horace, 4)
	})
	t.Run("a ready vampire burns 2 blood to free a hostage, once each turn", func(t *testing.T) {
		s := newScenario(3)
		s.InPlay(0, "Carver's Meat Packing and Storage")
		horace := s.Ready(1, "Horace Radcliffe", 5)
		minseo := s.Torpor(1, "Min-seo", 3)
		minseo.Counters = 1
		bret := s.Torpor(1, "Bret Stryker", 3)
		bret.Counters = 1
		g := s.Start(1, 2, vtes.PhaseUnlock)
		passUntil(t, g, "Horace Radcliffe")
		answer(t, g, "Horace Radcliffe", "Min-seo")
		wantBlood(t, horace, 3)
		if minseo.Counters != 0 || bret.Counters != 1 {
			t.Errorf("hostage counters %d, %d; want Min-seo's burned only", minseo.Counters, bret.Counters)
		}
		mustOffer(t, g, "Min-seo leaves torpor")
	})
	t.Run("burned: no more hostages", func(t *testing.T) {
		s := newScenario(3)
		carvers := s.InPlay(0, "Carver's Meat Packing and Storage")
		minseo := s.Torpor(1, "Min-seo", 3)
		minseo.Counters = 1
		g := s.Start(0, 2, vtes.PhaseMaster)
		g.Burn(carvers)
		if minseo.Counters != 0 {
			t.Errorf("Min-seo keeps %d hostage counters", minseo.Counters)
		}
	})
}
