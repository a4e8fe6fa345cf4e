package cards_test

import (
	"testing"

	"kindred/vtes"
)

// WMRH Talk Radio: a unique location (1 pool); lock it to give a minion +1
// intercept; if that minion does not block, its Methuselah burns 1 pool
// (card text; §1.6, §4.3; [ANK 20230319]).
func TestWMRHTalkRadio(t *testing.T) {
	t.Run("played in the master phase", func(t *testing.T) {
		wantPlayed(t, "", "WMRH Talk Radio", 29)
	})
	t.Run("the minion blocks: no pool", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(1, "Horace Radcliffe", 3)
		radio := s.InPlay(1, "WMRH Talk Radio")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Horace Radcliffe",
			"Use WMRH Talk Radio: lock: +1 intercept")
		finish(t, g)
		if !logged(g, "Horace Radcliffe blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
		wantLocked(t, radio, true)
		wantPool(t, g, 30, 30, 30)
	})
	t.Run("the minion fails to block: 1 pool", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "The Dowager", 3, "Lost in Crowds")
		s.Ready(1, "Horace Radcliffe", 3)
		s.InPlay(1, "WMRH Talk Radio")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager hunts", "Block with Horace Radcliffe", "Use WMRH Talk Radio",
			"Play Lost in Crowds (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	// "Give a minion +1 intercept": any minion, not only its
	// controller's; here Methuselah 3 helps Methuselah 2's blocker, and
	// burns the pool if it fails (card text; [ANK 20230319]).
	t.Run("another Methuselah's blocker", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(1, "Horace Radcliffe", 3)
		radio := s.InPlay(2, "WMRH Talk Radio")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Block with Horace Radcliffe",
			"Use WMRH Talk Radio: lock: +1 intercept")
		finish(t, g)
		if !logged(g, "Horace Radcliffe blocks Mkhokheli") {
			t.Errorf("no block\n%s", logText(g))
		}
		wantLocked(t, radio, true)
		wantPool(t, g, 30, 30, 30)
	})
}
