package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Fortune Teller Shop: a unique location needing a ready Ravnos (2
// pool); lock it to give a Ravnos +1 stealth while being blocked (card
// text; §1.5.4, §4.3).
func TestFortuneTellerShop(t *testing.T) {
	t.Run("played in the master phase", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Zafira", 3)
		loc := s.Hand(0, "Fortune Teller Shop")[0]
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Fortune Teller Shop (location)")
		wantZone(t, loc, vtes.ZoneInPlay)
		wantPool(t, g, 28, 30, 30)
	})
	t.Run("not without a ready Ravnos", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Fortune Teller Shop")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play Fortune Teller Shop")
	})
	t.Run("lock it: +1 stealth to a Ravnos", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Zafira", 3)
		loc := s.InPlay(0, "Fortune Teller Shop")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Zafira", "Mkhokheli")
		answer(t, g, "Use Fortune Teller Shop: lock: +1 stealth to a Ravnos")
		finish(t, g)
		wantLocked(t, loc, true)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not for another clan", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Zafira", 3)
		s.Ready(0, "Horace Radcliffe", 3)
		s.InPlay(0, "Fortune Teller Shop")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Horace Radcliffe", "Mkhokheli")
		neverOffered(t, g, "Use Fortune Teller Shop")
	})
}
