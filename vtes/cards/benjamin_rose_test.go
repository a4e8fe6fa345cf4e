package cards_test

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// Benjamin Rose: a +1 stealth political action calling a referendum that
// gives his Methuselah +1 hand size for the rest of the game (card
// text; §5).
func TestBenjaminRose(t *testing.T) {
	s := newScenario(3)
	s.Ready(0, "Benjamin Rose", 4)
	s.Library(0, "Deflection", "Deflection")
	g := s.Start(0, 2, vtes.PhaseMinion)
	answer(t, g, "Benjamin Rose: Benjamin Rose (call a referendum: +1 hand size for the game)")
	if a := g.Action(); a != nil && a.Stealth != 1 {
		t.Fatalf("stealth %d, want a +1 stealth action", a.Stealth)
	}
	passUntil(t, g, "Benjamin Rose: 2 vote(s) for")
	answer(t, g, "Benjamin Rose: 2 vote(s) for")
	finish(t, g)
	if g.HandSize(0) != 8 || len(g.Hand(0)) == 0 {
		t.Errorf("hand size %d, %d cards; want 8 and the card drawn", g.HandSize(0), len(g.Hand(0)))
	}
	if pos := vtes.WritePosition(g); !strings.Contains(pos, "hand-size 1") {
		t.Errorf("the position does not keep the hand size:\n%s", pos)
	}
}
