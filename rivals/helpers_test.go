package rivals_test

import (
	"strings"
	"testing"

	"kindred/rivals"
	"kindred/rivals/cards"
)

// scenario starts a position of seats players over the Core cards.
func scenario(seats int) *rivals.Scenario { return rivals.NewScenario(seats, cards.ByName) }

// answer answers the pending decisions in turn, each by the one option
// whose English label contains the text given, and checks the invariants.
func answer(t *testing.T, g *rivals.Game, labels ...string) {
	t.Helper()
	for _, l := range labels {
		if err := g.Answer(l); err != nil {
			t.Fatal(err)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %q: %v", l, err)
		}
	}
}

// hasLabel reports whether an option of the pending decision contains s.
func hasLabel(g *rivals.Game, s string) bool {
	for _, l := range g.Labels() {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

// kind returns the pending decision's kind, "" when the game is over.
func kind(g *rivals.Game) string {
	if d := g.Pending(); d != nil {
		return d.Kind
	}
	return ""
}

// starters returns the built-in decks for n players.
func starters(t *testing.T, n int) []rivals.Deck {
	t.Helper()
	var out []rivals.Deck
	for _, name := range cards.Starters()[:n] {
		d, err := cards.Starter(name)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, d)
	}
	return out
}

// newGame starts a game of n players over the built-in decks.
func newGame(t *testing.T, n int, seed uint64) *rivals.Game {
	t.Helper()
	g, err := rivals.NewGame(rivals.DefaultOptions(), starters(t, n), cards.City, seed)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.Close)
	for kind(g) == "rivals.leader" { // CHOICE-TIEBP: the first of the tied
		if err := g.Apply(0); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// zoneCount counts seat's cards (or the City's, seat -1) in zone z.
func zoneCount(g *rivals.Game, seat int, z rivals.Zone) int {
	n := 0
	for _, c := range g.Cards() {
		if c.Owner == seat && c.Zone == z {
			n++
		}
	}
	return n
}
