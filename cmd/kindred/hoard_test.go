package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/engine/enginetest"
	"kindred/games"
	"kindred/games/gamesim"
	"kindred/vtes/vtesgame"
)

// testGames is a registry holding V:TES and the engine's test game
// Hoard, which cmd/kindred does not register: every command must play a
// game it was never written for.
func testGames(string, bool) (*games.Registry, error) {
	return games.NewRegistry(vtesgame.New(nil), enginetest.Hoard{})
}

// kindredWith runs the command line in-process with the registry of
// reg and stdin, and returns its exit code and output.
func kindredWith(t *testing.T, reg func(string, bool) (*games.Registry, error), stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(&env{stdout: &out, stderr: &errOut, stdin: strings.NewReader(stdin), games: reg}, args)
	return code, out.String(), errOut.String()
}

func hoard(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	return kindredWith(t, testGames, stdin, args...)
}

// Hoard is played at the terminal, saved, and replayed to the same
// standings, with its seat names, its view and its results, through
// nothing but games.Game.
func TestPlayHoard(t *testing.T) {
	save := filepath.Join(t.TempDir(), "hoard.log")
	code, out, errOut := hoard(t, "1\n", "play", "hoard", "--seed", "3", "--seats", "3", "--seat", "2", "--rules", "target=20", "--save", save)
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, errOut, tailOf(out))
	}
	for _, w := range []string{
		"Seed 3: `kindred play hoard --seed 3` deals this game again.",
		"Player 1: Player (bot)", "Player 2: Player (you)", "Player 3: Player (bot)",
		"Seat 1 (you): ", // Hoard's own view of seat 1, the second seat
		"End of input: a bot plays Player 2 from now on.",
		"Game over: ", "Standings:", "  Player 2 (Player): ",
	} {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, tailOf(out))
		}
	}
	want := gameEnd(t, out)
	if !strings.Contains(want, " points") || !strings.Contains(want, "reached") {
		t.Errorf("standings:\n%s", want)
	}
	code, rout, rerr := hoard(t, "", "replay", save)
	if code != 0 || gameEnd(t, rout) != want || !strings.Contains(rout, "every state hash matches the log") {
		t.Errorf("replay: exit %d %s\n%s\nplay:\n%s", code, rerr, rout, want)
	}
	code, rout, rerr = hoard(t, "", "replay", "--to", "2", save)
	if code != 0 || !strings.Contains(rout, "Position after 2 of ") || !strings.Contains(rout, "Waiting for Player ") {
		t.Errorf("replay --to 2: exit %d %s\n%s", code, rerr, rout)
	}
	// The rules option changed the game: a higher target is another game.
	_, other, _ := hoard(t, "", "play", "hoard", "--seed", "3", "--seats", "3", "--rules", "target=40")
	if gameEnd(t, other) == want {
		t.Error("--rules target=40 played the same game as target=20")
	}
	// A log of a game this kindred does not play is refused, naming it.
	code, _, rerr = kindred(t, "replay", save)
	if code != 2 || !strings.Contains(rerr, `a log of the game "hoard", which this kindred does not play (games: `+strings.Join(registry(nil).Names(), ", ")+")") {
		t.Errorf("replay by the default registry: exit %d %s", code, rerr)
	}
}

// One person may hold several seats (--seat 1,3 or --seat all): each is
// theirs, the terminal answers for each, and at the end of the input a
// bot takes every one of them.
func TestPlayHoardSeveralSeats(t *testing.T) {
	for _, tc := range []struct {
		seat       string
		you, bots  []string
		handedOver []string
	}{
		{"1,3", []string{"Player 1: Player (you)", "Player 3: Player (you)"}, []string{"Player 2: Player (bot)"}, []string{"Player 1", "Player 3"}},
		{"all", []string{"Player 1: Player (you)", "Player 2: Player (you)", "Player 3: Player (you)"}, nil, []string{"Player 1", "Player 2", "Player 3"}},
	} {
		t.Run(tc.seat, func(t *testing.T) {
			code, out, errOut := hoard(t, "1\n1\n1\n1\n", "play", "hoard", "--seed", "3", "--seats", "3", "--seat", tc.seat, "--rules", "target=20")
			if code != 0 {
				t.Fatalf("exit %d\n%s\n%s", code, errOut, tailOf(out))
			}
			for _, w := range append(tc.you, tc.bots...) {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, tailOf(out))
				}
			}
			for _, p := range tc.handedOver {
				if w := "End of input: a bot plays " + p + " from now on."; !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, tailOf(out))
				}
			}
			if n := strings.Count(out, "End of input: a bot plays "); n != len(tc.handedOver) {
				t.Errorf("%d seats handed over, want %d", n, len(tc.handedOver))
			}
			if n := strings.Count(out, "Your choice"); n < 2 {
				t.Errorf("%d decisions asked of the person, want the four answers given", n)
			}
		})
	}
}

// gameEnd returns the generic standings: from "Game over" to the end.
func gameEnd(t *testing.T, out string) string {
	t.Helper()
	i := strings.Index(out, "Game over")
	if i < 0 {
		t.Fatalf("no standings:\n%s", tailOf(out))
	}
	s := out[i:]
	if j := strings.Index(s, "Replayed "); j >= 0 {
		s = s[:j]
	}
	return s
}

func TestPlayHoardRefusesBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "hoard", "--seats", "5"}, "--seats 5: hoard is played by 2 to 4 seats"},
		{[]string{"play", "hoard", "--rules", "speed=3"}, `--rules: unknown rules option "speed" (options: hand, target)`},
		{[]string{"play", "hoard", "--rules", "target"}, `"target" is not KEY=VALUE`},
		{[]string{"play", "hoard", "--rules", "target=0"}, "target"},
		{[]string{"play", "hoard", "--decks", "dragon"}, `unknown seat "dragon": neither a built-in seat (player) nor a seat file`},
		{[]string{"play", "hoard", "--bot", "clever"}, `no bot "clever"`},
		{[]string{"play", "hoard", "--seats", "3", "--seat", "1,4"}, "--seat 4: there is no such seat; seats are numbered 1 to 3"},
		{[]string{"play", "hoard", "--seat", "1,1"}, `--seat "1,1": seat 1 given twice`},
		{[]string{"play", "hoard", "--seat", "1,two"}, `--seat "1,two": want a seat number, several comma-separated (1,3), or all`},
		{[]string{"play", "hoard", "extra"}, `unexpected arguments after "hoard": extra`},
		{[]string{"sim", "hoard", "--games", "0"}, "--games 0"},
		{[]string{"sim", "hoard", "--bot", "clever"}, `no bot "clever"`},
		{[]string{"sim"}, "name the game to simulate: vtes, hoard"},
		{[]string{"bench", "hoard", "--seats", "9"}, "2 to 4 seats"},
	} {
		code, out, errOut := hoard(t, "", tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q\n%s", tc.args, code, errOut, tc.want, tailOf(out))
		}
	}
	// A user's own content goes to the game's ReadContent, which for
	// Hoard refuses it.
	file := writeFile(t, "seat.txt", "anything\n")
	if code, _, errOut := hoard(t, "", "play", "hoard", "--decks", file); code != 2 || !strings.Contains(errOut, "hoard has no deck lists") {
		t.Errorf("content file: exit %d %s", code, errOut)
	}
}

func TestSimHoard(t *testing.T) {
	var first map[string]any
	for _, args := range [][]string{
		{"sim", "hoard", "--games", "20", "--seed", "5", "--seats", "3", "--json"},
		{"sim", "--games", "20", "--seed", "5", "--json", "--workers", "2", "hoard", "--seats", "3"},
	} {
		code, out, errOut := hoard(t, "", args...)
		if code != 0 {
			t.Fatalf("%v: exit %d %s", args, code, errOut)
		}
		var st map[string]any
		if err := json.Unmarshal([]byte(out), &st); err != nil {
			t.Fatal(err)
		}
		delete(st, "speed")
		if first == nil {
			first = st
			continue
		}
		a, _ := json.Marshal(first)
		b, _ := json.Marshal(st)
		if string(a) != string(b) {
			t.Errorf("same seed, other statistics:\n%s\n%s", a, b)
		}
	}
	if first["game"] != "hoard" || first["games"] != 20.0 || first["seats"] != 3.0 {
		t.Errorf("stats %v", first)
	}
	code, out, errOut := hoard(t, "", "sim", "hoard", "--games", "5", "--rules", "target=10")
	if code != 0 || !strings.Contains(out, "hoard: 5 games, 2 seats, random bots, seed 1") || !strings.Contains(out, "games ended by:") {
		t.Errorf("text: exit %d %s\n%s", code, errOut, out)
	}
}

// A failing Hoard game is saved and replays with kindred replay.
func TestSimHoardSavesFailingGame(t *testing.T) {
	simHook = func(o *gamesim.Options) {
		o.Check = func(g engine.Game) error {
			if g.View(engine.Spectator).(*enginetest.View).DeckSize() < 25 {
				return errors.New("the test's invariant fails below 25 cards")
			}
			return nil
		}
	}
	defer func() { simHook = nil }()
	dir := t.TempDir()
	code, out, errOut := hoard(t, "", "sim", "hoard", "--games", "4", "--out", dir, "--json")
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s\n%s", code, errOut, out)
	}
	var res struct {
		Failure struct {
			Game  int    `json:"game"`
			Error string `json:"error"`
			Log   string `json:"log"`
		} `json:"failure"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	f := res.Failure
	if f.Game != 0 || !strings.Contains(f.Error, "below 25 cards") || filepath.Dir(f.Log) != dir {
		t.Fatalf("failure %+v", f)
	}
	if !strings.Contains(errOut, "kindred replay "+f.Log) {
		t.Errorf("stderr: %s", errOut)
	}
	if _, err := os.Stat(f.Log); err != nil {
		t.Fatal(err)
	}
	code, rout, rerr := hoard(t, "", "replay", f.Log)
	if code != 0 || !strings.Contains(rout, "The log ends after ") || !strings.Contains(rout, "Deck: 24 cards") {
		t.Errorf("replay of the failing game: exit %d %s\n%s", code, rerr, tailOf(rout))
	}
}

func TestBenchHoard(t *testing.T) {
	code, out, errOut := hoard(t, "", "bench", "hoard", "--games", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, w := range []string{"hoard: go", gamesim.PlayoutMeasurement, gamesim.TableMeasurement, gamesim.ReplayMeasurement, "allocs/choice"} {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
	code, out, errOut = hoard(t, "", "bench", "--games", "1", "--json", "hoard", "--seats", "4")
	var ms []gamesim.Measurement
	if code != 0 || json.Unmarshal([]byte(out), &ms) != nil || len(ms) != 3 || ms[2].ChoicesPerSecond <= 0 {
		t.Errorf("--json: exit %d %s\n%s", code, errOut, out)
	}
}
