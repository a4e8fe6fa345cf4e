package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Market Square: a unique location needing a ready Banu Haqim to play (1
// pool); lock it to give a Banu Haqim its player controls +1 intercept,
// only while short of it (card text; §1.6 locations; §1.5.4; §4.3).
func TestMarketSquare(t *testing.T) {
	t.Run("played in the master phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Bijou", 3)
		loc := s.Hand(0, "Market Square")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Market Square (location)")
		wantZone(t, loc, vtes.ZoneInPlay)
		wantPool(t, g, 29, 30, 30)
	})
	t.Run("not without a ready Banu Haqim", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Market Square")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play Market Square")
	})
	t.Run("lock it: +1 intercept to a blocking Banu Haqim", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Dowager", 3, "Lost in Crowds")
		s.Ready(1, "Bijou", 3)
		loc := s.InPlay(1, "Market Square")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager bleeds", "Block with Bijou", "Play Lost in Crowds (+1 stealth)",
			"Use Market Square: lock: +1 intercept to a Banu Haqim")
		finish(t, g)
		wantLocked(t, loc, true)
		if !logged(g, "Bijou blocks The Dowager") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Dowager", 3, "Lost in Crowds")
		s.Ready(1, "Mkhokheli", 3)
		loc := s.InPlay(1, "Market Square")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager bleeds", "Block with Mkhokheli",
			"Play Lost in Crowds (+1 stealth)")
		neverOffered(t, g, "Use Market Square")
		wantLocked(t, loc, false)
	})
}
