package rivalsgame_test

import (
	"fmt"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/rivals/rivalsgame"
)

// TestGameOverLine: the line that ends a game says after how many turns,
// then why, each in a sentence of its own, in English and French; the
// reason is one sentence (no clause run on after a colon), and the winner
// is left to the standings' line.
func TestGameOverLine(t *testing.T) {
	reasons := map[string]bool{}
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := rivalsgame.New(header(t, seed, 2+int(seed)%3))
		if err != nil {
			t.Fatal(err)
		}
		ps := players(t, seed, g.Seats(), rivalsgame.BotHeuristic)
		for d := g.Pending(); d != nil; d = g.Pending() {
			o, err := ps[d.Seat].Choose(g.View(d.Seat), d)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(o); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range []struct {
			lang engine.Lang
			want string
		}{{engine.English, "Game over after %d turns. %s"}, {engine.French, "Partie terminée après %d tours. %s"}} {
			line := game.GameOver(g, c.lang)
			reason := g.Result().Reason.Render(c.lang)
			if line != fmt.Sprintf(c.want, g.Turn, reason) || strings.Contains(reason, ":") || !strings.HasSuffix(reason, ".") {
				t.Errorf("seed %d (%s): %q", seed, c.lang, line)
			}
		}
		reasons[g.Result().Reason.String()] = true
		g.Close()
	}
	if len(reasons) < 2 {
		t.Errorf("the games ended for %d reasons: %v", len(reasons), reasons)
	}
}
