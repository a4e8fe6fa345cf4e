package cards_test

import (
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// startPosition reads a position (docs/POSITIONS.md), starts it and plays
// its script, failing the test at the first line that does not hold.
func startPosition(t *testing.T, text string) *vtes.Game {
	t.Helper()
	p, err := vtes.ReadPosition(text, cards.All())
	if err != nil {
		t.Fatal(err)
	}
	g := p.Start()
	t.Cleanup(g.Close)
	if err := g.RunScript(p.Script()); err != nil {
		t.Fatalf("%v\nlog:\n%s", err, logText(g))
	}
	return g
}
