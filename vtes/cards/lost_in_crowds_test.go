package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Lost in Crowds: +1 stealth, +2 superior; stealth is added only while the
// action is being blocked, and a minion plays one Lost in Crowds each
// action (card text; §4.3; §1.7 one modifier of a name per action).
func TestLostInCrowds(t *testing.T) {
	t.Run("superior: +2 stealth", func(t *testing.T) {
		g, _, _ := startBlockedBleed(t, "The Dowager", 3, "Lost in Crowds", "Mkhokheli", 3)
		answer(t, g, "Play Lost in Crowds (+2 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("one each action", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The Dowager", 3)
		lic := s.Hand(0, "Lost in Crowds", "Lost in Crowds")
		readyWithHand(s, 1, "Larissa Moreira", 3, "Cats' Guidance")
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "The Dowager", "Larissa Moreira")
		answer(t, g, "Play Lost in Crowds (+1 stealth)")
		answer(t, g, "Play Cats' Guidance (+1 intercept)") // 1 against 1
		finish(t, g)
		if !logged(g, "Larissa Moreira blocks The Dowager") {
			t.Errorf("a second Lost in Crowds was played\n%s", logText(g))
		}
		wantZone(t, lic[1], vtes.ZoneHand)
	})
	t.Run("not when no one blocks", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "The Dowager", 3)
		lic := s.Hand(0, "Lost in Crowds")[0]
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "The Dowager hunts", "Block with Mkhokheli") // 1 stealth against 0
		neverOffered(t, g, "Play Lost in Crowds")
		wantZone(t, lic, vtes.ZoneHand)
	})
}
