package cards_test

import (
	"testing"

	"kindred/vtes"
)

// Juliet Parr, Camarilla Malkavian Justicar (capacity 9): after a
// referendum she called passes, her Methuselah gets +2 hand size until
// their next unlock phase, drawn at once; not after one that failed, nor
// one another vampire called; 1 optional maneuver each combat (card text;
// §1.5.3, §6.3).
func TestJulietParr(t *testing.T) {
	library := []string{"Deflection", "Deflection", "Deflection"}
	t.Run("her referendum passes: +2 hand size", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Juliet Parr", 3, "Kine Resources Contested")
		s.Library(0, library...)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Juliet Parr")
		finish(t, g)
		if n, h := g.HandSize(0), len(g.Methuselah(0).Hand); n != 9 || h != 3 {
			t.Errorf("hand size %d, %d cards; want 9, and 3 drawn (the replacement and 2)", n, h)
		}
	})
	t.Run("her referendum fails: no bonus", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Juliet Parr", 3, "Kine Resources Contested")
		readyWithHand(s, 1, "The Dowager", 3, "Protected District")
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Juliet Parr")
		answer(t, g, "Pass", "Play Protected District (+3 votes against)")
		finish(t, g)
		if n := g.HandSize(0); n != 7 {
			t.Errorf("hand size %d, want 7", n)
		}
	})
	t.Run("another vampire's referendum: no bonus", func(t *testing.T) {
		s := newScenario(3)
		readyWithHand(s, 0, "Mkhokheli", 3, "Kine Resources Contested")
		s.Ready(0, "Juliet Parr", 3)
		g := s.Start(0, 2, vtes.PhaseMinion)
		callKRC(t, g, "Mkhokheli")
		finish(t, g)
		if n := g.HandSize(0); n != 7 {
			t.Errorf("hand size %d, want 7", n)
		}
	})
	t.Run("1 optional maneuver each combat", func(t *testing.T) {
		s := newScenario(3)
		s.Ready(0, "Mkhokheli", 3)
		s.Ready(1, "Juliet Parr", 4)
		g := s.Start(0, 2, vtes.PhaseMinion)
		blockedBleed(t, g, "Mkhokheli", "Juliet Parr")
		answer(t, g, "Use an optional maneuver (1 left)")
		if !logged(g, "Juliet Parr maneuvers: the range is long") {
			t.Fatal("Juliet's maneuver is not made")
		}
	})
}
