package vtes_test

// Discipline levels a card on a vampire gives by its counters
// (levelsgiven.go), and counters lost when another minion gains the card
// (movecounters.go).

import (
	"testing"

	"kindred/vtes"
)

// An equipment giving a level of Dominate for each counter, which it
// loses when another minion gains it (Seal of Veddartha).
var _ = fixture(&vtes.CardDef{ID: 996510, Name: "Test Sigil", Types: vtes.Equipment,
	Static: vtes.Static{CountersStayBehind: true,
		LevelsGiven: func(_ *vtes.Game, c *vtes.Card, d vtes.Disc) vtes.Level {
			if d == vtes.Dominate {
				return vtes.Level(c.Counters)
			}
			return 0
		}}})

// §1.3: the levels add to the vampire's own, never beyond superior, and
// only the named Discipline's.
func TestLevelsGiven(t *testing.T) {
	for _, tc := range []struct {
		vampire  string
		counters int
		want     vtes.Level
	}{
		{"Lenny Burkhead", 0, 0}, // no Dominate of his own
		{"Lenny Burkhead", 1, vtes.Inferior},
		{"Lenny Burkhead", 2, vtes.Superior},
		{"Lenny Burkhead", 3, vtes.Superior},
		{"Amelia Locke", 1, vtes.Superior}, // inferior Dominate of her own
	} {
		s := newScenario(2)
		v := s.Ready(0, tc.vampire, 3)
		s.Attach(v, "Test Sigil", 0).Counters = tc.counters
		g := s.Start(0, 3, vtes.PhaseMinion)
		if got := g.Level(v, vtes.Dominate); got != tc.want {
			t.Errorf("%s, %d counters: Dominate %d, want %d", tc.vampire, tc.counters, got, tc.want)
		}
		if got := g.Level(v, vtes.Potence); got != v.Def.Disciplines[vtes.Potence] {
			t.Errorf("%s: Potence %d, want the printed level", tc.vampire, got)
		}
	}
}

// §1.6: taken by another minion (the equip action between minions, §3.5
// #3b), the card arrives with no counters, and its levels leave with it.
func TestCountersStayBehind(t *testing.T) {
	s := newScenario(2)
	lenny := s.Ready(0, "Lenny Burkhead", 3)
	sigil := s.Attach(lenny, "Test Sigil", 0)
	sigil.Counters = 2
	nik := s.Ready(0, "Nik Sikko", 3)
	g := s.Start(0, 3, vtes.PhaseMinion)
	answer(t, g, "Nik Sikko takes equipment from Lenny Burkhead") // nobody to block
	if sigil.Host != nik.ID || sigil.Counters != 0 {
		t.Fatalf("the sigil on #%d with %d counters; want on Nik with none", sigil.Host, sigil.Counters)
	}
	if g.Level(nik, vtes.Dominate) != 0 || g.Level(lenny, vtes.Dominate) != 0 {
		t.Error("a Dominate level left after the move")
	}
}
