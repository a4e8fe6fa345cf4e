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
	code, out, errOut = kindred(t, "bench", "vtes", "--by-card", "--games", "2", "--top", "5", "--decks", "nb-nosferatu,nb-toreador")
	if lines := strings.Split(strings.TrimSpace(out), "\n"); code != 0 || len(lines) != 8 || !strings.Contains(out, "extra ns/choice") {
		t.Errorf("--by-card --top 5: exit %d %s\n%s", code, errOut, out)
	}
	code, out, errOut = kindred(t, "bench", "vtes", "--by-card", "--games", "2", "--json", "--decks", "nb-nosferatu,nb-toreador")
	var cc struct {
		Choices int `json:"choices"`
		Cards   []struct {
			Card    string `json:"card"`
			Choices int    `json:"choices"`
		} `json:"cards"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &cc) != nil || cc.Choices == 0 || len(cc.Cards) == 0 || cc.Cards[0].Card == "" {
		t.Errorf("--by-card --json: exit %d %s\n%s", code, errOut, out)
	}
	for _, args := range [][]string{{"bench", "chess"}, {"bench", "--seconds", "0"}, {"bench", "--games", "-1"}, {"bench", "--seats", "9"},
		{"bench", "--decks", "nb-nosferatu,nb-tzimisce"}, {"bench", "vtes", "--by-card", "--top", "-1"}} {
		if code, _, errOut := kindred(t, args...); code != 2 || errOut == "" {
			t.Errorf("%v: exit %d %q", args, code, errOut)
		}
	}
}
