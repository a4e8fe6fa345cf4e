package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/internal/shareddata"
	"kindred/vtes"
	vtescards "kindred/vtes/cards"
	"kindred/vtes/sim"
	"kindred/vtes/vtescmd"
)

func TestSimJSON(t *testing.T) {
	code, out, errOut := kindred(t, "sim", "vtes", "--games", "20", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var st struct {
		Games   int  `json:"games"`
		Checked bool `json:"invariants_checked"`
		Decks   []struct {
			Deck   string  `json:"deck"`
			Games  int     `json:"games"`
			VP     float64 `json:"vp"`
			Wins   int     `json:"wins"`
			Ousted int     `json:"ousted"`
		} `json:"decks"`
		ChoicesPerGame float64 `json:"choices_per_game"`
		TurnsPerGame   float64 `json:"turns_per_game"`
		Endings        []struct {
			Key   string `json:"key"`
			Games int    `json:"games"`
		} `json:"endings"`
		Speed struct {
			GamesPerSecond   float64 `json:"games_per_second"`
			ChoicesPerSecond float64 `json:"choices_per_second"`
		} `json:"speed"`
		Failure *struct{} `json:"failure"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if st.Games != 20 || !st.Checked || len(st.Decks) != len(vtescards.Builtins()) || st.Failure != nil {
		t.Fatalf("stats: %+v", st)
	}
	ended, seats := 0, 0
	for _, e := range st.Endings {
		ended += e.Games
	}
	for _, d := range st.Decks {
		seats += d.Games
	}
	if ended != 20 || seats != 80 || st.Decks[0].Deck != "nb-malkavian" || st.ChoicesPerGame <= 0 || st.TurnsPerGame <= 0 ||
		st.Speed.GamesPerSecond <= 0 || st.Speed.ChoicesPerSecond <= 0 {
		t.Errorf("stats: %+v", st)
	}
}

func TestSimIsDeterministic(t *testing.T) {
	results := make([]map[string]any, 3)
	for i, args := range [][]string{
		{"sim", "vtes", "--games", "12", "--seed", "99", "--json", "--seats", "3"},
		{"sim", "vtes", "--games", "12", "--seed", "99", "--json", "--seats", "3"},
		{"sim", "vtes", "--games", "12", "--seed", "99", "--json", "--seats", "3", "--workers", "2"},
	} {
		code, out, errOut := kindred(t, args...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		if err := json.Unmarshal([]byte(out), &results[i]); err != nil {
			t.Fatal(err)
		}
		delete(results[i], "speed")
	}
	a, _ := json.Marshal(results[0])
	for _, r := range results[1:] {
		if b, _ := json.Marshal(r); string(a) != string(b) {
			t.Errorf("same seed, different statistics:\n%s\n%s", a, b)
		}
	}
}

func TestSimText(t *testing.T) {
	cardDir := shareddata.VTESCardDir(t)
	file := jsonDeck(t, "nb-toreador", "My Toreador")
	code, out, errOut := kindred(t, "sim", "vtes", "--games", "6", "--bot", "random", "--cards", cardDir, "--decks", "nb-nosferatu,"+file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, w := range []string{"6 games, 4 seats, random bots, seed 1", "nb-nosferatu ", "My Toreador ", "games ended by:", "per game: ", "games/s"} {
		if !strings.Contains(out, w) {
			t.Errorf("output lacks %q:\n%s", w, out)
		}
	}
}

func TestSimRefusesBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"sim"}, "name the game"},
		{[]string{"sim", "vtes", "--games", "0"}, "--games 0"},
		{[]string{"sim", "vtes", "--bot", "clever"}, `unknown bot "clever"`},
		{[]string{"sim", "vtes", "--decks", "nb-tzimisce"}, `unknown deck "nb-tzimisce"`},
		{[]string{"sim", "vtes", "--seats", "1"}, "2 to 6"},
		{[]string{"sim", "vtes", "--workers", "0"}, "--workers 0"},
		{[]string{"sim", "vtes", "--rules", "nope=1"}, `--rules: unknown rules option "nope"`},
		{[]string{"sim", "vtes", "--rules", "withdrawVP=2"}, `withdrawVP: "2" is not one of 0.5, 1`},
		{[]string{"sim", "vtes", "--out", filepath.Join(t.TempDir(), "none")}, "is not a directory"},
	} {
		code, _, errOut := kindred(t, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// TestSimSavesFailingGame provokes an invariant violation on turn 5 of the
// first game: sim exits 1 and writes the game's log, which replays.
func TestSimSavesFailingGame(t *testing.T) {
	vtescmd.SimHook = func(o *sim.Options) {
		o.Check = func(g *vtes.Game) error {
			if g.Turn == 5 {
				return errors.New("the test's invariant fails on turn 5")
			}
			return nil
		}
	}
	defer func() { vtescmd.SimHook = nil }()
	dir := t.TempDir()
	code, out, errOut := kindred(t, "sim", "vtes", "--games", "3", "--seed", "4", "--out", dir, "--json")
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
	if f.Game != 0 || !strings.Contains(f.Error, "the test's invariant fails on turn 5") || filepath.Dir(f.Log) != dir {
		t.Fatalf("failure %+v", f)
	}
	if !strings.Contains(errOut, "kindred replay "+f.Log) || !strings.Contains(errOut, "rules invariant violated") {
		t.Errorf("stderr: %s", errOut)
	}
	if _, err := os.Stat(f.Log); err != nil {
		t.Fatal(err)
	}
	code, rout, rerr := kindred(t, "replay", f.Log)
	if code != 0 || !strings.Contains(rout, "Turn 5, ") || !strings.Contains(rout, "Position after") {
		t.Errorf("replay of the failing game: exit %d %s\n%s", code, rerr, tailOf(rout))
	}
}

// --card-plays lists each deck's cards with how often the bots played
// them (issue 4), in the text and in the JSON.
func TestSimCardPlays(t *testing.T) {
	code, out, errOut := kindred(t, "sim", "vtes", "--games", "8", "--decks", "nb-nosferatu,nb-toreador", "--card-plays")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"cards of nb-nosferatu", "cards of nb-toreador", "Army of Rats", "played"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	code, out, errOut = kindred(t, "sim", "vtes", "--games", "8", "--decks", "nb-nosferatu,nb-toreador", "--card-plays", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var st struct {
		Decks []struct {
			Cards []sim.CardPlays `json:"cards"`
		} `json:"decks"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatal(err)
	}
	played := 0
	for _, d := range st.Decks {
		for _, c := range d.Cards {
			played += c.Played
		}
	}
	if len(st.Decks) != 2 || len(st.Decks[0].Cards) == 0 || played == 0 {
		t.Errorf("no card plays in the JSON: %s", out)
	}
}

// --rules reaches V:TES's own runner: a turn limit of 2 ends every game
// on time.
func TestSimRules(t *testing.T) {
	code, out, errOut := kindred(t, "sim", "vtes", "--games", "3", "--rules", "turn-limit=2", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var st struct {
		TurnsPerGame float64 `json:"turns_per_game"`
		Endings      []struct {
			Games int `json:"games"`
		} `json:"endings"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatal(err)
	}
	if len(st.Endings) != 1 || st.Endings[0].Games != 3 || st.TurnsPerGame > 3 {
		t.Errorf("not every game ended by the time limit: %s", out)
	}
}
