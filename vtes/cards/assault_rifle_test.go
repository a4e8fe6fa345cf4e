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
	t.Run("its maneuver makes it the round's strike (G00024)", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Mkhokheli", 3)
		s.Attach(m, "Assault Rifle", 0)
		w := s.Ready(1, "Whisper", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Whisper")
		answer(t, g, "Maneuver with Assault Rifle")
		if !logged(g, "Mkhokheli maneuvers") {
			t.Fatalf("no maneuver\n%s", logText(g))
		}
		finish(t, g)
		wantBlood(t, w, 2) // 4R, the strike the maneuver committed to
		wantBlood(t, m, 3) // Whisper's hand strike does not reach long range
	})
	t.Run("strike 4R", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Mkhokheli", 3)
		s.Attach(m, "Assault Rifle", 0)
		w := s.Ready(1, "Whisper", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Whisper")
		for g.Pending() != nil && !offered(g, "Assault Rifle: 4R damage") {
			decline(t, g)
		}
		answer(t, g, "Assault Rifle: 4R damage")
		finish(t, g)
		wantBlood(t, w, 2)
	})
}
