package vtes_test

import (
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// startPosition reads a position (docs/POSITIONS.md) naming the
// implemented cards and the test fixtures, starts it and plays its script,
// failing the test at the first line that does not hold.
func startPosition(t *testing.T, text string) *vtes.Game {
	t.Helper()
	all := cards.All()
	for _, d := range fixtures {
		all = append(all, d)
	}
	p, err := vtes.ReadPosition(text, all)
	if err != nil {
		t.Fatal(err)
	}
	g := p.Start()
	t.Cleanup(g.Close)
	if err := g.RunScript(p.Script()); err != nil {
		t.Fatal(err)
	}
	return g
}

// play plays more script lines on a game a test holds.
func play(t *testing.T, g *vtes.Game, script string) {
	t.Helper()
	steps, err := vtes.ReadScript(script, g.Seats(), cards.All())
	if err != nil {
		t.Fatal(err)
	}
	if err := g.RunScript(steps); err != nil {
		t.Fatal(err)
	}
}
