package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Mirror Walk: +1 stealth; [THA] and if the action is blocked anyway, the
// blocker locks and the action ends before block resolution, no combat
// ([RTR 20180719]); not replaced until the next discard phase, the hand
// size 1 less until then (card text; §1.5.3, §4.1).
func TestMirrorWalk(t *testing.T) {
	t.Run("inferior: +1 stealth, replaced at the discard phase", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nassir", 3, "Mirror Walk") // aus THA
		s.Ready(0, "Ashley", 3)                         // another minion: the minion phase goes on
		nik := s.Ready(1, "Nik Sikko", 3)
		s.Library(0, "Deflection", "Deflection")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nassir bleeds", "Block with Nik Sikko", "Play Mirror Walk (+1 stealth)")
		mustOffer(t, g, "Ashley bleeds")
		if g.HandSize(0) != 6 || len(g.Hand(0)) != 0 {
			t.Errorf("hand size %d, %d cards; want 6, none drawn until the discard phase",
				g.HandSize(0), len(g.Hand(0)))
		}
		passUntil(t, g, "End the discard phase")
		if g.HandSize(0) != 7 || len(g.Hand(0)) != 1 {
			t.Errorf("hand size %d, %d cards; want 7, the card drawn", g.HandSize(0), len(g.Hand(0)))
		}
		wantLocked(t, nik, false)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("superior: the blocker locks, the action ends", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Nassir", 3, "Mirror Walk")
		nik := s.Ready(1, "Nik Sikko", 3)
		s.Attach(nik, "Sport Bike", 0) // +1 intercept: blocks anyway
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Nassir bleeds", "Block with Nik Sikko",
			"Play Mirror Walk (+1 stealth; if blocked")
		finish(t, g)
		if !logged(g, "The action of Nassir ends unsuccessfully") || logged(g, "Combat:") {
			t.Errorf("the action did not end before combat\n%s", logText(g))
		}
		wantLocked(t, nik, true)
		wantPool(t, g, 30, 30, 30)
	})
}
