package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Assault Rifle, for 5 pool: a gun equipped as a +1 stealth action;
// strike: 4R damage; its bearer gets 1 optional maneuver each combat
// (card text; §3.5.3, §6.3, §6.4).
func TestAssaultRifle(t *testing.T) {
	t.Run("equipped for 5 pool", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Mkhokheli", 3)
		f := s.Hand(0, "Assault Rifle")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Assault Rifle (equip)")
		finish(t, g)
		wantOn(t, g, f, m)
		wantPool(t, g, 25, 30, 30)
	})
	t.Run("a maneuver each combat, strike 4R", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Mkhokheli", 3)
		s.Attach(m, "Assault Rifle", 0)
		w := s.Ready(1, "Whisper", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Whisper")
		if cs := g.Combat(); cs == nil || cs.Maneuvers[cs.Side(m)] != 1 {
			t.Fatalf("want 1 optional maneuver for the bearer, combat %+v", cs)
		}
		for g.Pending() != nil && !offered(g, "Assault Rifle: 4R damage") {
			decline(t, g)
		}
		answer(t, g, "Assault Rifle: 4R damage")
		finish(t, g)
		wantBlood(t, w, 2)
	})
}
