package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"kindred/engine/enginetest"
	"kindred/games"
	"kindred/vtes/vtesgame"
)

// packHoard is Hoard with content packs: a pack is a directory of JSON
// files, each an object. It stands for the games whose content comes in
// packs (Heritage, Ancient Blood) to test the command's wiring; their own
// loader checks are tested in their packages.
type packHoard struct{ enginetest.Hoard }

func (packHoard) CheckPack(dir string) []error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return []error{err}
	}
	var out []error
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join(dir, name))
		var v map[string]any
		if err == nil {
			err = json.Unmarshal(data, &v)
		}
		if err != nil {
			out = append(out, fmt.Errorf("%s: %v", name, err))
		}
	}
	return out
}

func packGames(string, bool) (*games.Registry, error) {
	return games.NewRegistry(vtesgame.New(nil), packHoard{})
}

// `kindred content check GAME DIR`: every problem the game's checks find,
// exit 1; a sound pack, exit 0; usage errors, exit 2 with what is wrong.
func TestContentCheck(t *testing.T) {
	sound, bad := t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(sound, "clans.json"), []byte(`{"clans": []}`), 0o644)
	os.WriteFile(filepath.Join(bad, "clans.json"), []byte(`{"clans": [`), 0o644)
	os.WriteFile(filepath.Join(bad, "missions.json"), []byte(`[]`), 0o644)
	for _, tc := range []struct {
		name     string
		args     []string
		code     int
		out, err []string
	}{
		{"sound", []string{"content", "check", "hoard", sound}, exitOK, []string{"the hoard pack is sound"}, nil},
		{"problems", []string{"content", "check", "hoard", bad}, exitProblem,
			[]string{"clans.json: unexpected end of JSON input", "missions.json: json: cannot unmarshal array"}, []string{"2 problems"}},
		{"no packs", []string{"content", "check", "vtes", sound}, exitError, nil, []string{"vtes has no content packs", "hoard"}},
		{"unknown game", []string{"content", "check", "chess", sound}, exitError, nil, []string{`unknown game "chess"`}},
		{"not a directory", []string{"content", "check", "hoard", filepath.Join(sound, "clans.json")}, exitError, nil, []string{"is not a directory"}},
		{"no directory", []string{"content", "check", "hoard"}, exitError, nil, []string{"give a game and a directory"}},
		{"no check", []string{"content"}, exitError, nil, []string{"content check GAME DIR"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := kindredWith(t, packGames, "", tc.args...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tc.code, out, errOut)
			}
			for _, w := range tc.out {
				if !strings.Contains(out, w) {
					t.Errorf("stdout lacks %q:\n%s", w, out)
				}
			}
			for _, w := range tc.err {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr lacks %q:\n%s", w, errOut)
				}
			}
		})
	}
}
