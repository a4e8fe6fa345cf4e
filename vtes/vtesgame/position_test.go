package vtesgame

import (
	"strings"
	"testing"

	"kindred/engine"
	"kindred/vtes"
)

// A position written by the plug-in reads back through it into the same
// state; a bad one is refused with its source and line.
func TestPositionThroughThePlugin(t *testing.T) {
	gm := &Game{}
	g, err := gm.ReadPosition("pos.txt", []byte("turn 2 phase minion active 1 seats 3\nready 1: Lenny Burkhead blood 3\nhand 2: Deflection\n"))
	if err != nil {
		t.Fatal(err)
	}
	defer g.(*vtes.Game).Close()
	text, err := gm.WritePosition(g)
	if err != nil {
		t.Fatal(err)
	}
	g2, err := gm.ReadPosition("written", text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	defer g2.(*vtes.Game).Close()
	if g.Hash() != g2.Hash() {
		t.Errorf("the position written and read back is another state:\n%s", text)
	}
	if _, err := gm.ReadPosition("pos.txt", []byte("turn 2 phase minion active 1 seats 3\nready 1: Leny Burkhead\n")); err == nil ||
		!strings.Contains(err.Error(), `pos.txt: line 2: no card named "Leny Burkhead"`) {
		t.Errorf("got %v", err)
	}
	if _, err := gm.WritePosition(engine.Game(nil)); err == nil {
		t.Error("a nil game written")
	}
}
