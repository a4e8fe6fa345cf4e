package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fear of Mekhet: put on a ready justicar or Inner Circle member, who
// locks; in their controller's unlock phase they burn 5 blood, or are
// burned if they cannot; then the card moves to another justicar or
// Inner Circle member, one in torpor too, or burns (card text; [ANK
// 20210109]).
func TestFearOfMekhet(t *testing.T) {
	t.Run("played on another Methuselah's justicar", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		kasim := s.Ready(1, "Kasim Bayar", 6)
		fear := s.Hand(0, "Fear of Mekhet")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Fear of Mekhet")
		wantOn(t, g, fear, kasim)
		wantLocked(t, kasim, true)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("not on an untitled vampire", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Madison", 3)
		s.Ready(1, "Naomi Stewart", 9)
		s.Hand(0, "Fear of Mekhet")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play Fear of Mekhet")
	})
	t.Run("5 blood burned, then moved to a justicar in torpor", func(t *testing.T) {
		s := newScenario(3)
		kasim := s.Ready(0, "Kasim Bayar", 7)
		andi := s.Torpor(1, "Andi Liu", 1)
		s.Attach(andi, "Malkavian Justicar", 0)
		fear := s.Attach(kasim, "Fear of Mekhet", 0)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		finish(t, g)
		if !logged(g, "Kasim Bayar: blood 7 → 2 (Fear of Mekhet)") {
			t.Errorf("no 5 blood burned\n%s", logText(g))
		}
		wantOn(t, g, fear, andi)
	})
	t.Run("5 blood burned, none other: the card burns", func(t *testing.T) {
		s := newScenario(3)
		kasim := s.Ready(0, "Kasim Bayar", 5)
		fear := s.Attach(kasim, "Fear of Mekhet", 0)
		g := s.Start(0, 2, vtes.PhaseUnlock)
		finish(t, g)
		if !logged(g, "Kasim Bayar: blood 5 → 0 (Fear of Mekhet)") {
			t.Errorf("no 5 blood burned\n%s", logText(g))
		}
		wantZone(t, fear, vtes.ZoneAsh)
		wantZone(t, kasim, vtes.ZoneReady)
	})
	t.Run("fewer than 5 blood: the vampire is burned", func(t *testing.T) {
		s := newScenario(3)
		kasim := s.Ready(0, "Kasim Bayar", 4)
		fear := s.Attach(kasim, "Fear of Mekhet", 0)
		finish(t, s.Start(0, 2, vtes.PhaseUnlock))
		wantZone(t, kasim, vtes.ZoneAsh)
		wantZone(t, fear, vtes.ZoneAsh)
	})
}
