package abgame_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/ancientblood/abgame"
	"kindred/ancientblood/demo"
	"kindred/engine"
	"kindred/games"
	"kindred/games/gamesim"
)

// TestCheckPack is `kindred content check ancientblood DIR`: the
// demonstration pack written to a directory is sound; broken, every
// problem names its file and entry.
func TestCheckPack(t *testing.T) {
	dir := t.TempDir()
	for name, data := range demo.Files() {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if errs := (abgame.Game{}).CheckPack(dir); len(errs) != 0 {
		t.Fatalf("the demonstration pack: %v", errs)
	}
	broken := strings.Replace(string(demo.Files()["10-hunters.json"]), `"class": "tank"`, `"class": "bard"`, 1)
	if err := os.WriteFile(filepath.Join(dir, "10-hunters.json"), []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	errs := (abgame.Game{}).CheckPack(dir)
	if len(errs) != 1 || errs[0].Error() != `10-hunters.json: hunters hector: class "bard" is not a class` {
		t.Errorf("problems %v", errs)
	}
	if errs := (abgame.Game{}).CheckPack(filepath.Join(dir, "nope")); len(errs) != 1 {
		t.Errorf("a missing directory: %v", errs)
	}
	// A part of a pack loads, but is no pack to play: it must say what it
	// is (and so its format) and hold a story.
	part := t.TempDir()
	if err := os.WriteFile(filepath.Join(part, "a.json"), demo.Files()["10-hunters.json"], 0o644); err != nil {
		t.Fatal(err)
	}
	errs = (abgame.Game{}).CheckPack(part)
	var got []string
	for _, e := range errs {
		got = append(got, e.Error())
	}
	if len(got) != 2 || !strings.HasPrefix(got[0], `pack: no file has the pack entry`) || !strings.HasPrefix(got[1], `no "stories"`) {
		t.Errorf("a part of a pack: %q", got)
	}
	// A pack entry without its id skips the loader's checks of it: the
	// format of another version is not read as this one.
	if err := os.WriteFile(filepath.Join(part, "b.json"), []byte(`{"pack": {"format": 2}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	errs = (abgame.Game{}).CheckPack(part)
	if len(errs) != 2 || !strings.HasPrefix(errs[0].Error(), "pack: the pack entry has no id") {
		t.Errorf("a pack entry without id: %v", errs)
	}
}

// TestHeaders: seats are hunters of the pack, each once; rules options
// are checked.
func TestHeaders(t *testing.T) {
	g := abgame.Game{}
	cases := []struct {
		seats []string
		rules map[string]string
		want  string
	}{
		{[]string{"brann"}, nil, "2 to 4 hunters"},
		{[]string{"brann", "brann"}, nil, `hunter "brann" is already played`},
		{[]string{"brann", "zorro"}, nil, `no hunter "zorro"`},
		{[]string{"brann", "sable"}, map[string]string{"story": "demo-story-9"}, `no story "demo-story-9"`},
		{[]string{"brann", "sable"}, map[string]string{"difficulty": "nightmare"}, "difficulty"},
	}
	for _, c := range cases {
		if _, err := g.NewHeader(1, c.rules, c.seats); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v %v: %v, want %q", c.seats, c.rules, err, c.want)
		}
	}
	h, err := g.NewHeader(1, map[string]string{"story": "demo-story-2", "corruption": "on"}, []string{"mireille", "hector", "sable"})
	if err != nil {
		t.Fatal(err)
	}
	eg, err := g.NewGame(h)
	if err != nil {
		t.Fatal(err)
	}
	if v := string(eg.View(engine.Spectator).AppendText(nil, engine.French)); !strings.Contains(v, "Histoire The Second Tolling") {
		t.Errorf("the French view: %q", v)
	}
}

// TestStandings: the terminal's standings in the game's words, in both
// languages.
func TestStandings(t *testing.T) {
	g := playStory(t, 3, "demo-story-1", []string{"brann", "sable"})
	st := abgame.Game{}
	if st.SeatName(g, 1) != "Sable of the Mill (assassin)" {
		t.Errorf("seat name %q", st.SeatName(g, 1))
	}
	for _, l := range []engine.Lang{engine.English, engine.French} {
		over, score := st.GameOver(g, l), st.Score(g, 0, l)
		if !strings.Contains(over, "The Hollow Parish") || score == "" || st.NoWinner(g, l) == "" {
			t.Errorf("%s: %q, %q", l, over, score)
		}
	}
	if !strings.HasPrefix(st.GameOver(g, engine.French), "Histoire terminée") {
		t.Errorf("French: %q", st.GameOver(g, engine.French))
	}
}

// TestSimulate is `kindred sim ancientblood` on a few stories: every mode
// is played and reported, and the invariants hold.
func TestSimulate(t *testing.T) {
	var out, errs strings.Builder
	code := abgame.Game{}.Simulate(&games.Env{Stdout: &out, Stderr: &errs}, []string{"--games", "3", "--hunters", "sable,hector"})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	for _, mode := range []string{"beginner", "easy", "normal"} {
		if !strings.Contains(out.String(), mode+" ") {
			t.Errorf("no %s line:\n%s", mode, out.String())
		}
	}
	for _, bad := range [][]string{{"--rules", "nope=1"}, {"--difficulty", "hard"}, {"--workers", "0"}, {"--out", "/nonexistent-dir"}, {"--hunters", "brann,nobody"}} {
		if code := (abgame.Game{}).Simulate(&games.Env{Stdout: &out, Stderr: &errs}, append(bad, "--games", "1")); code == 0 {
			t.Errorf("%q must fail", bad)
		}
	}
	// --json: per mode, the stories, wins and the generic statistics,
	// the same with two workers.
	var runs []string
	for _, w := range []string{"1", "2"} {
		var js strings.Builder
		if code := (abgame.Game{}).Simulate(&games.Env{Stdout: &js, Stderr: &errs}, []string{"--games", "4", "--json", "--seed", "5", "--workers", w, "--out", t.TempDir()}); code != 0 {
			t.Fatalf("--json: exit %d: %s", code, errs.String())
		}
		var res struct {
			Modes []abgame.SimResult
		}
		if err := json.Unmarshal([]byte(js.String()), &res); err != nil {
			t.Fatal(err)
		}
		if len(res.Modes) != 3 {
			t.Fatalf("--json: %d modes", len(res.Modes))
		}
		for _, m := range res.Modes {
			if m.Games != 4 || m.Wins > 4 || m.Stats == nil || !m.Stats.Checked || m.Stats.Choices == 0 {
				t.Errorf("--json, %s: %+v", m.Difficulty, m)
			}
			m.Stats.Speed = gamesim.Speed{}
			b, _ := json.Marshal(m)
			runs = append(runs, string(b))
		}
	}
	if strings.Join(runs[:3], "") != strings.Join(runs[3:], "") {
		t.Errorf("the results depend on the workers:\n%v", runs)
	}
}
