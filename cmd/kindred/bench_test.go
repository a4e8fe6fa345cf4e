package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestBench(t *testing.T) {
	code, out, errOut := kindred(t, "bench", "vtes", "--games", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, w := range []string{"heuristic bots, one core", "random bots, one core", "invariants checked", "Table",
		"replay (engine.Replay", "allocs/choice", "goal ≥ 1000 four-player games/s/core", "goal > 1000000 replayed choices/s"} {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
	code, out, errOut = kindred(t, "bench", "--games", "1", "--json", "--seats", "2")
	var ms []struct {
		Name             string  `json:"name"`
		ChoicesPerSecond float64 `json:"choices_per_second"`
		AllocsPerChoice  float64 `json:"allocs_per_choice"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &ms) != nil || len(ms) < 6 || ms[0].ChoicesPerSecond <= 0 || ms[0].AllocsPerChoice <= 0 {
		t.Errorf("--json: exit %d %s\n%s", code, errOut, out)
	}
	code, out, errOut = kindred(t, "bench", "--games", "1", "--json", "--decks", "nb-nosferatu,nb-toreador")
	if code != 0 || !strings.Contains(out, "choices_per_second") {
		t.Errorf("--decks: exit %d %s\n%s", code, errOut, out)
	}
	for _, args := range [][]string{{"bench", "chess"}, {"bench", "--seconds", "0"}, {"bench", "--games", "-1"}, {"bench", "--seats", "9"},
		{"bench", "--decks", "nb-nosferatu,nb-tzimisce"}} {
		if code, _, errOut := kindred(t, args...); code != 2 || errOut == "" {
			t.Errorf("%v: exit %d %q", args, code, errOut)
		}
	}
}
