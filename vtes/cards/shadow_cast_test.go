package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Shadow Cast: [obl] +1 stealth; [OBL] after a successful directed
// action, on this vampire; in a later action directed at the same
// Methuselah, burn it for +1 stealth; not against another (card text).
func TestShadowCast(t *testing.T) {
	t.Run("[OBL] put on after a successful bleed", func(t *testing.T) {
		s := newScenario(3)
		azucena := readyWithHand(s, 0, "Azucena", 3, "Shadow Cast")
		g := s.Start(0, 2, vtes.PhaseMinion)
		answer(t, g, "Azucena bleeds")
		mustNotOffer(t, g, "Play Shadow Cast (+1 stealth)") // not blocked: not needed
		answer(t, g, "Play Shadow Cast (put on this vampire")
		if len(azucena.Attached) != 1 {
			t.Fatal("Shadow Cast is not on Azucena")
		}
		if c := g.Card(azucena.Attached[0]); c.Counters != 1<<1 {
			t.Errorf("Shadow Cast notes %b, want Methuselah 2 (10)", c.Counters)
		}
	})
	t.Run("[obl] +1 stealth as blocked", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Azucena", 3, "Shadow Cast")
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Mkhokheli")
		answer(t, g, "Play Shadow Cast (+1 stealth)")
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	// Methuselah 2 is seat 1: the set {1} is 2.
	t.Run("burn it against the same Methuselah", func(t *testing.T) {
		s := newScenario(3)
		azucena := s.Ready(0, "Azucena", 3)
		cast := s.Attach(azucena, "Shadow Cast", 0)
		cast.Counters = 1 << 1
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Mkhokheli")
		answer(t, g, "Use Shadow Cast: burn: +1 stealth")
		wantZone(t, cast, vtes.ZoneAsh)
		finish(t, g)
		wantPool(t, g, 30, 29, 30)
	})
	t.Run("not against another Methuselah", func(t *testing.T) {
		s := newScenario(3)
		azucena := s.Ready(0, "Azucena", 3)
		s.Attach(azucena, "Shadow Cast", 0).Counters = 1 << 2
		s.Ready(1, "Mkhokheli", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Azucena", "Mkhokheli")
		neverOffered(t, g, "Use Shadow Cast")
	})
}
