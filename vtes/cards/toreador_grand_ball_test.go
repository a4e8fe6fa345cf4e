package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Toreador Grand Ball, for 1 pool, with two ready Toreador: one is locked
// and does not unlock as normal; the other's actions other than bleeds
// cannot be blocked; minions may burn it, a Nosferatu at -1 stealth (card
// text; §3.2, §4.2; [LSJ 19970814]).
func TestToreadorGrandBall(t *testing.T) {
	t.Run("one locked, the other unblockable except when bleeding", func(t *testing.T) {
		s := newScenario(2)
		mk := s.Ready(0, "Mkhokheli", 3)
		nik := s.Ready(0, "Nik Sikko", 3)
		tgb := s.Hand(0, "Toreador Grand Ball")[0]
		s.Ready(1, "Horace Radcliffe", 3)
		g := startTurns(s, 3, 0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Toreador Grand Ball", "Nik Sikko")
		wantZone(t, tgb, vtes.ZoneInPlay)
		wantLocked(t, nik, true)
		wantPool(t, g, 29, 30)
		answer(t, g, "Mkhokheli hunts")
		mustNotOffer(t, g, "Block with")
		// Turn 4: Nik stays locked; Mkhokheli's bleed may be blocked.
		passUntil(t, g, "Mkhokheli bleeds")
		wantLocked(t, nik, true)
		wantLocked(t, mk, false)
		answer(t, g, "Mkhokheli bleeds")
		mustOffer(t, g, "Block with Horace Radcliffe")
	})
	t.Run("still unblockable after a bleed", func(t *testing.T) {
		// [LSJ 19970814]: Mkhokheli bleeds (blockable), is blocked, unlocks
		// with Majesty and hunts: that hunt cannot be blocked.
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 4)
		readyWithHand(s, 0, "Nik Sikko", 3, "Toreador Grand Ball", "Majesty")
		s.Ready(1, "Horace Radcliffe", 3)
		s.Ready(1, "Lenny Burkhead", 3)
		g := s.Start(0, 2, vtes.PhaseMaster)
		answer(t, g, "Play Toreador Grand Ball", "Nik Sikko")
		blockedBleed(t, g, "Mkhokheli", "Horace Radcliffe")
		answer(t, g, "Play Majesty (combat ends, unlock)")
		answer(t, g, "Mkhokheli hunts")
		mustNotOffer(t, g, "Block with Lenny Burkhead")
		finish(t, g)
		if n := countLog(g, "attempts to block"); n != 1 {
			t.Errorf("the hunt was blockable\n%s", logText(g))
		}
	})
	t.Run("not with one Toreador", func(t *testing.T) {
		s := newScenario(2)
		s.Ready(0, "Mkhokheli", 3)
		readyWithHand(s, 0, "Horace Radcliffe", 3, "Toreador Grand Ball")
		g := s.Start(0, 2, vtes.PhaseMaster)
		neverOffered(t, g, "Play Toreador Grand Ball")
	})
	t.Run("a Nosferatu burns it at -1 stealth", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Horace Radcliffe", 3)
		tgb := s.InPlay(1, "Toreador Grand Ball")
		s.Ready(1, "Nik Sikko", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Horace Radcliffe burns Toreador Grand Ball")
		if a := g.Action(); a.Stealth != -1 || a.TargetSeat != 1 {
			t.Errorf("stealth %d against seat %d, want -1 against seat 1", a.Stealth,
				a.TargetSeat)
		}
		answer(t, g, "Do not block")
		finish(t, g)
		wantZone(t, tgb, vtes.ZoneAsh)
	})
}
