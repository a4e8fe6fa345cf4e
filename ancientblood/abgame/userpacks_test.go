package abgame_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/ancientblood/abgame"
	"kindred/ancientblood/demo"
	"kindred/ancientblood/rules"
	"kindred/engine"
)

// writePack writes the demonstration pack's files into a new directory,
// with the pack id set to id and each edit (old → new, first occurrence
// in its file) applied, and returns the directory.
func writePack(t *testing.T, id string, edits map[string][2]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, data := range demo.Files() {
		text := string(data)
		if name == "00-pack.json" {
			text = strings.Replace(text, `"id": "kindred-demo"`, `"id": "`+id+`"`, 1)
		}
		if e, ok := edits[name]; ok {
			if !strings.Contains(text, e[0]) {
				t.Fatalf("%s has no %q", name, e[0])
			}
			text = strings.Replace(text, e[0], e[1], 1)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestFromEnv: the packs of $KINDRED_ANCIENTBLOOD_PACKS are played beside
// the demonstration pack when a header names them (rules option pack); a
// pack with problems is left out, never reaching a game, and a game
// asking for it is told the loader's errors (§13.22).
func TestFromEnv(t *testing.T) {
	good := writePack(t, "my-parish", map[string][2]string{"60-book.json": {`"name": "The Hollow Parish"`, `"name": "My Own Parish"`}})
	bad := writePack(t, "bad-parish", map[string][2]string{"10-hunters.json": {`"class": "warrior"`, `"class": "warlock"`}})
	t.Setenv(abgame.PacksEnv, good+string(os.PathListSeparator)+bad)
	g := abgame.FromEnv()
	h, err := g.NewHeader(6, map[string]string{"pack": "my-parish"}, []string{"brann", "sable"})
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := h.Rule("story"); v != "demo-story-1" {
		t.Errorf("the pack's first story: %q", v)
	}
	eg, err := g.NewGame(h)
	if err != nil {
		t.Fatal(err)
	}
	rg := eg.(*rules.Game)
	if rg.P.Pack.ID != "my-parish" || rg.Events[0].Text.Render(engine.English) != "The story My Own Parish begins." {
		t.Errorf("the user's pack is not the one played: %s, %q", rg.P.Pack.ID, rg.Events[0].Text.Render(engine.English))
	}
	l, end := playLog(t, g, h)
	if end.Pending() != nil || len(l.Choices) == 0 {
		t.Errorf("the user's pack's story did not play to its end")
	}
	if _, err := g.NewHeader(6, nil, []string{"brann", "sable"}); err != nil {
		t.Errorf("the demonstration pack beside it: %v", err)
	}
	// A new game of the bad pack is refused with the loader's errors,
	// its story named or not.
	for _, rs := range []map[string]string{{"pack": "bad-parish"}, {"pack": "bad-parish", "story": "demo-story-1"}} {
		if _, err := g.NewHeader(1, rs, []string{"brann", "sable"}); err == nil || !strings.Contains(err.Error(), `hunters brann: class "warlock" is not a class`) {
			t.Errorf("a game of the bad pack %v: %v", rs, err)
		}
	}
	// A header naming the bad pack (a log written elsewhere) is refused
	// with the loader's errors.
	other := h
	other.Rules = append([]engine.Rule(nil), h.Rules...)
	for i := range other.Rules {
		if other.Rules[i].Key == "pack" {
			other.Rules[i].Value = "bad-parish"
		}
	}
	_, err = g.NewGame(other)
	if err == nil || !strings.Contains(err.Error(), `hunters brann: class "warlock" is not a class`) || !strings.Contains(err.Error(), "kindred content check ancientblood "+bad) {
		t.Errorf("the bad pack's game: %v", err)
	}
	t.Setenv(abgame.PacksEnv, "")
	if _, err := abgame.FromEnv().NewGame(h); err == nil || !strings.Contains(err.Error(), abgame.PacksEnv+"=DIR") {
		t.Errorf("without the variable: %v", err)
	}
}

// TestLoadPack: a pack loads for play only without a problem, and never
// under the built-in pack's id.
func TestLoadPack(t *testing.T) {
	if p, err := abgame.LoadPack(writePack(t, "mine", nil)); err != nil || p.Pack.ID != "mine" {
		t.Errorf("a good pack: %v", err)
	}
	for _, tc := range []struct {
		name, dir, want string
	}{
		{"the built-in id", writePack(t, "kindred-demo", nil), "the built-in pack's"},
		{"a loader problem", writePack(t, "x", map[string][2]string{"10-hunters.json": {`"class": "warrior"`, `"class": "warlock"`}}), `class "warlock" is not a class`},
		{"no directory", filepath.Join(t.TempDir(), "none"), "no such file"},
	} {
		if _, err := abgame.LoadPack(tc.dir); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}
