package cards_test

import (
	"testing"

	"kindred/vtes"
)

// One With the Land: during an action directed at its Methuselah, [pro]
// +2 intercept; [PRO] a locked vampire unlocks and attempts to block, and
// nobody strikes in the first round of that combat; not during an
// undirected action (card text; §4.3, §6.4).
func TestOneWithTheLand(t *testing.T) {
	t.Run("inferior: +2 intercept blocks a +1 stealth bleed", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Djeneba", 4)
		readyWithHand(s, 1, "Saankaláxt", 4, "One With the Land")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Djeneba bleeds", "Block with Saankaláxt", "Play One With the Land (+2 intercept)")
		finish(t, g)
		if !logged(g, "Saankaláxt blocks Djeneba") {
			t.Errorf("no block\n%s", logText(g))
		}
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("superior: unlock, block, no strikes in the first round", func(t *testing.T) {
		s := newScenario(3)
		lenny := s.Ready(0, "Lenny Burkhead", 4)
		saan := readyWithHand(s, 1, "Saankaláxt", 4, "One With the Land")
		saan.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead bleeds", "Play One With the Land (unlock and block")
		finish(t, g)
		wantPool(t, g, 30, 30, 30)
		wantBlood(t, lenny, 4)
		wantBlood(t, saan, 4)
	})
	t.Run("not during an undirected action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Lenny Burkhead", 4)
		saan := readyWithHand(s, 1, "Saankaláxt", 4, "One With the Land")
		saan.Locked = true
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Lenny Burkhead hunts")
		neverOffered(t, g, "Play One With the Land")
	})
}
