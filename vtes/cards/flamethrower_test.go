package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Flamethrower, for 4 pool: equipped as a +1 stealth action; strike: 2R
// aggravated damage (card text; §3.5.3, §6.4).
func TestFlamethrower(t *testing.T) {
	t.Run("equipped for 4 pool", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Mkhokheli", 3)
		f := s.Hand(0, "Flamethrower")[0]
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Mkhokheli: Flamethrower (equip)")
		finish(t, g)
		wantOn(t, g, f, m)
		wantPool(t, g, 26, 30, 30)
	})
	t.Run("strike: 2R aggravated", func(t *testing.T) {
		s := newScenario(3)
		m := s.Ready(0, "Mkhokheli", 3)
		s.Attach(m, "Flamethrower", 0)
		s.Ready(1, "Whisper", 6)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Whisper")
		answer(t, g, "Flamethrower: 2R aggravated damage")
		finish(t, g)
		if !logged(g, "Whisper takes 0 damage and 2 aggravated") {
			t.Errorf("want 2 aggravated damage\n%s", logText(g))
		}
	})
}
