package vtes_test

// "Do not replace until your next discard phase" (replacediscard.go;
// rules/vtes.md §1.5.3).

import (
	"strings"
	"testing"

	"kindred/vtes"
)

// A master card replaced at the next discard phase (Mirror Walk's
// clause).
var _ = fixture(&vtes.CardDef{ID: 997152, Name: "Test Late Mirror", Types: vtes.Master,
	ReplaceAtDiscard: true,
	Modes:            []vtes.Mode{{Kind: vtes.PlayMaster, Label: "nothing", Resolve: func(*vtes.Game, *vtes.Play) {}}}})

// The card is not replaced as it is played: the hand size is 1 less until
// the discard phase, which starts by drawing it; the position text keeps
// the debt.
func TestReplaceAtDiscard(t *testing.T) {
	s := newScenario(2)
	s.Ready(0, "Nathaniel Bordruff", 3)
	s.Hand(0, "Test Late Mirror")
	s.Library(0, "Test Late Mirror", "Test Late Mirror")
	g := s.Start(0, 2, vtes.PhaseMaster)
	answer(t, g, "Play Test Late Mirror")
	if n, size := len(g.Hand(0)), g.HandSize(0); n != 0 || size != 6 {
		t.Fatalf("after the play: %d cards, hand size %d; want 0 and 6", n, size)
	}
	if pos := vtes.WritePosition(g); !strings.Contains(pos, "owed-discard 1") {
		t.Errorf("the position does not keep the debt:\n%s", pos)
	}
	for i := 0; g.Pending() != nil && g.Pending().Kind != "vtes.discard" && i < 20; i++ {
		answer(t, g, "End")
	}
	if n, size := len(g.Hand(0)), g.HandSize(0); n != 1 || size != 7 {
		t.Errorf("in the discard phase: %d cards, hand size %d; want 1 and 7", n, size)
	}
}
