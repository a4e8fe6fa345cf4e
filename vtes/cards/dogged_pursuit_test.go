package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Dogged Pursuit: a locked vampire unlocks and attempts to block; if it
// does not block, it is locked after the action, and [ANI] the card goes
// on it; burned, the card gives +1 intercept (card text; §4.3).
func TestDoggedPursuit(t *testing.T) {
	t.Run("superior: no block, locked, the card kept", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Djeneba", 4)
		nol := readyWithHand(s, 1, "Noluthando", 4, "Dogged Pursuit")
		nol.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Djeneba bleeds", "Play Dogged Pursuit (unlock and block, or keep the card)")
		finish(t, g)
		wantLocked(t, nol, true)
		if len(nol.Attached) != 1 || g.Card(nol.Attached[0]).Def.Name != "Dogged Pursuit" {
			t.Errorf("Dogged Pursuit is not on Noluthando: %v", nol.Attached)
		}
	})
	t.Run("inferior: blocks, stays unlocked until combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 4)
		luc := readyWithHand(s, 1, "Luciano Carvalho", 4, "Dogged Pursuit")
		luc.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Play Dogged Pursuit (unlock and block)")
		finish(t, g)
		if !logged(g, "Luciano Carvalho blocks Lenny Burkhead") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
	t.Run("the card burned: +1 intercept", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Djeneba", 4)
		nol := s.Ready(1, "Noluthando", 4)
		dp := s.Attach(nol, "Dogged Pursuit", 0)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Djeneba bleeds", "Block with Noluthando", "burn: +1 intercept")
		finish(t, g)
		wantZone(t, dp, vtes.ZoneAsh)
		if !logged(g, "Noluthando blocks Djeneba") {
			t.Errorf("no block\n%s", logText(g))
		}
	})
}
