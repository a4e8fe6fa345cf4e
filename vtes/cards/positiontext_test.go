package cards_test

import (
	"testing"

	"kindred/vtes"
	"kindred/vtes/cards"
)

// Positions as text (docs/POSITIONS.md): a test writes its position, the
// answers (">" lines) and the checks ("=" lines) as a player would.

// startPosition reads a position, starts it and plays its script, failing
// the test at the first line that does not hold.
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

// play plays more script lines on a game a test holds.
func play(t *testing.T, g *vtes.Game, script string) {
	t.Helper()
	steps, err := vtes.ReadScript(script, g.Seats(), cards.All())
	if err != nil {
		t.Fatal(err)
	}
	if err := g.RunScript(steps); err != nil {
		t.Fatalf("%v\nlog:\n%s", err, logText(g))
	}
}

// card returns the game's one card of that name.
func card(t *testing.T, g *vtes.Game, name string) *vtes.Card {
	t.Helper()
	cs := g.CardsNamed(name)
	if len(cs) != 1 {
		t.Fatalf("%d cards named %q, want one", len(cs), name)
	}
	return cs[0]
}
