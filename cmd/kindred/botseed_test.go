package main

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"kindred/engine"
	"kindred/store"
)

// TestSameSeedSameGameInBrowserAndTerminal: a V:TES game with the same
// seed and decks, played by bots through the server (every seat a bot)
// and at the terminal (no input: the bot takes the player's seat), gives
// the same log, choice for choice (issue 19: the bots were seeded
// differently in server/game.go and cmd/kindred/play.go).
func TestSameSeedSameGameInBrowserAndTerminal(t *testing.T) {
	const seed = 1919
	decks := []string{"nb-toreador", "nb-ventrue", "nb2-brujah", "nb-nosferatu"}
	saved := filepath.Join(t.TempDir(), "terminal.log")
	code, _, errOut := kindredIn(t, "", "play", "vtes", "--seed", "1919", "--seats", "4",
		"--decks", strings.Join(decks, ","), "--save", saved)
	if code != exitOK {
		t.Fatalf("kindred play: exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(saved)
	if err != nil {
		t.Fatal(err)
	}
	term, err := engine.ParseLog(data)
	if err != nil {
		t.Fatal(err)
	}

	db := filepath.Join(t.TempDir(), "games.db")
	p := startServe(t, helperServe, db)
	type seat struct {
		Player string `json:"player"`
		Deck   string `json:"deck"`
	}
	req := struct {
		Game  string `json:"game"`
		Seed  uint64 `json:"seed"`
		Seats []seat `json:"seats"`
	}{Game: "vtes", Seed: seed}
	for _, d := range decks {
		req.Seats = append(req.Seats, seat{Player: "bot", Deck: d})
	}
	body, _ := json.Marshal(req)
	resp, err := http.Post(p.url+"/api/games", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	var created struct {
		ID string `json:"id"`
	}
	json.NewDecoder(resp.Body).Decode(&created)
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated || created.ID == "" {
		t.Fatalf("create: %d", resp.StatusCode)
	}
	var sum gameSummary
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		getJSON(t, p.url+"/api/games/"+created.ID, &sum)
		if sum.Choices >= len(term.Choices) || time.Now().After(deadline) {
			break
		}
	}
	// The server stores its bots' choices in batches: wait for all.
	var choices []engine.Choice
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		st, err := store.Open(context.Background(), "sqlite:"+db)
		if err != nil {
			t.Fatal(err)
		}
		g, err := st.Load(context.Background(), created.ID)
		st.Close()
		if err != nil {
			t.Fatal(err)
		}
		if choices = g.Choices; len(choices) >= len(term.Choices) {
			break
		}
	}
	if len(choices) != len(term.Choices) {
		t.Fatalf("the server's game has %d choices, the terminal's %d", len(choices), len(term.Choices))
	}
	for i := range choices {
		if choices[i] != term.Choices[i] {
			t.Fatalf("choice %d: server %+v, terminal %+v", i+1, choices[i], term.Choices[i])
		}
	}
}
