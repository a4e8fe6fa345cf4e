package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Eyes of the Wild: a locked Gangrel unlocks and attempts to block; it can
// burn 1 blood for +1 intercept during the action; it locks again after
// the action if it did not block (card text; groups G00123, G00124).
func TestEyesOfTheWild(t *testing.T) {
	t.Run("blocks, burning blood for intercept", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 6)
		hanna := s.Ready(1, "Hanna Nokelainen", 4)
		hanna.Locked = true
		eyes := s.Hand(1, "Eyes of the Wild")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Play Eyes of the Wild",
			"Use Eyes of the Wild: burn 1 blood")
		if !logged(g, "Hanna Nokelainen blocks Mkhokheli") {
			t.Fatalf("no block\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, hanna, 2) // 1 burned, 1 from the hand strike
		wantZone(t, eyes, vtes.ZoneAsh)
	})
	t.Run("no block: locked again", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 6)
		hanna := s.Ready(1, "Hanna Nokelainen", 4)
		hanna.Locked = true
		s.Hand(1, "Eyes of the Wild")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts", "Play Eyes of the Wild", "Pass")
		finish(t, g)
		wantLocked(t, hanna, true)
		wantBlood(t, hanna, 4)
	})
	t.Run("only by a locked Gangrel", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 6)
		s.Ready(1, "Hanna Nokelainen", 4)
		s.Ready(1, "Nik Sikko", 3).Locked = true
		s.Hand(1, "Eyes of the Wild")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli hunts")
		mustNotOffer(t, g, "Eyes of the Wild")
	})
}
