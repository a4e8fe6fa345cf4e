package abgame

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/games"
	"kindred/games/gamesim"
)

// TestSimulateFailure: a story that breaks an invariant (a check that
// fails after the 30th choice of every story) stops `kindred sim
// ancientblood`, which exits 1, says so in --json and writes the story's
// log to --out; the log replays to the failing choice.
func TestSimulateFailure(t *testing.T) {
	calls := map[engine.Game]int{}
	simCheck = func(g engine.Game) error {
		calls[g]++
		if calls[g] > 30 {
			return errors.New("a broken invariant")
		}
		return games.Check(g)
	}
	defer func() { simCheck = games.Check }()
	dir := t.TempDir()
	var out, errs strings.Builder
	code := Game{}.Simulate(&games.Env{Stdout: &out, Stderr: &errs}, []string{"--games", "2", "--json", "--out", dir, "--seed", "9"})
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errs.String())
	}
	var res simOutput
	if err := json.Unmarshal([]byte(out.String()), &res); err != nil {
		t.Fatal(err)
	}
	f := res.Failure
	if f == nil || !strings.Contains(f.Error, "a broken invariant") || f.Log == "" || len(res.Modes) != 1 || res.Modes[0].Difficulty != "beginner" {
		t.Fatalf("the failure: %+v", res)
	}
	if f.Seed != gamesim.GameSeed(9, 0) || filepath.Dir(f.Log) != dir {
		t.Errorf("the failing story: seed %d, log %s", f.Seed, f.Log)
	}
	file, err := os.Open(f.Log)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	l, err := engine.ReadLog(file)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Choices) != 30 || l.Header.Seed != f.Seed {
		t.Errorf("the log holds %d choices, seed %d", len(l.Choices), l.Header.Seed)
	}
	if _, err := engine.Replay(Game{}.NewGame, l, len(l.Choices)); err != nil {
		t.Errorf("the log does not replay: %v", err)
	}
}
