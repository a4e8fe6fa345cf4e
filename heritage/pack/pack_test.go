package pack_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/heritage/demo"
	"kindred/heritage/pack"
)

// edit decodes file of the demo pack as generic JSON, lets f change it
// and returns the pack's files with the change.
func edit(t *testing.T, file string, f func(m map[string]any)) map[string][]byte {
	t.Helper()
	files := demo.Files()
	var m map[string]any
	if err := json.Unmarshal(files[file], &m); err != nil {
		t.Fatal(err)
	}
	f(m)
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	files[file] = b
	return files
}

func list(m map[string]any, key string) []any { return m[key].([]any) }
func obj(x any) map[string]any                { return x.(map[string]any) }

// TestLoaderChecks: each check of §11.12 (and of the format) reports its
// problem with the file, the entry and what is wrong, and refuses the
// pack.
func TestLoaderChecks(t *testing.T) {
	cases := []struct {
		name, file string
		change     func(m map[string]any)
		want       []string // substrings of one problem
	}{
		{"duplicate id", "clans.json", func(m map[string]any) {
			l := list(m, "clans")
			obj(l[1])["id"] = obj(l[0])["id"]
		}, []string{"clans.json", "clans cinder", "id given twice"}},
		{"bad id", "clans.json", func(m map[string]any) { obj(list(m, "intrigues")[0])["id"] = "Bad Id" }, []string{"clans.json", "intrigues Bad Id", "lower-case"}},
		{"unknown reference", "clans.json", func(m map[string]any) { obj(list(m, "clanHeads")[0])["clan"] = "nobody" }, []string{"clans.json", "clanHeads cinder-head", "clan", "\"nobody\" is not the id of any clans entry"}},
		{"head intrigue of another clan", "clans.json", func(m map[string]any) {
			obj(list(m, "clanHeads")[0])["startingIntrigues"] = []any{"cinder-1", "cinder-2", "thorn-1"}
		}, []string{"clanHeads cinder-head", "startingIntrigues", "not a Clan Intrigue of clan cinder"}},
		{"clan without aid", "clans.json", func(m map[string]any) { m["playerAids"] = list(m, "playerAids")[1:] }, []string{"clans cinder", "0 player aids"}},
		{"clan with too few intrigues", "clans.json", func(m map[string]any) {
			for _, x := range list(m, "intrigues") {
				if obj(x)["clan"] == "thorn" && obj(x)["id"] == "thorn-4" {
					obj(x)["unlock"] = "research"
				}
			}
			for _, x := range list(m, "clanHeads") {
				if obj(x)["clan"] == "thorn" {
					obj(x)["startingIntrigues"] = []any{"thorn-1", "thorn-2", "thorn-2"}
				}
			}
			for _, x := range list(m, "intrigues") {
				if obj(x)["id"] == "thorn-3" {
					obj(x)["unlock"] = "research"
				}
			}
		}, []string{"clans thorn", "2 available Clan Intrigues"}},
		{"face with two geos", "characters.json", func(m map[string]any) {
			obj(obj(obj(list(m, "characters")[0])["faces"])["base"])["attributes"].(map[string]any)["geo"] = "up"
		}, []string{"characters.json", "characters c01", "faces.base.attributes", "geo \"up\""}},
		{"base face with skills", "characters.json", func(m map[string]any) {
			obj(obj(obj(list(m, "characters")[10])["faces"])["base"])["skills"] = []any{"scribe"}
		}, []string{"characters c11", "a base face prints no skill"}},
		{"slot costs", "pack.json", func(m map[string]any) { obj(m["rules"])["slotCosts"] = []any{3, 1} }, []string{"pack.json", "rules", "slotCosts", "2 entries for 5"}},
		{"rounds", "pack.json", func(m map[string]any) { delete(obj(obj(m["rules"])["roundsByPlayers"]), "3") }, []string{"roundsByPlayers", "3 players"}},
		{"conflict params", "conflicts.json", func(m map[string]any) {
			delete(obj(obj(list(m, "conflicts")[2])["params"]), "vpByPosition")
		}, []string{"conflicts.json", "conflicts hunger-within", "params.vpByPosition", "beast"}},
		{"princes without params", "conflicts.json", func(m map[string]any) {
			m["conflicts"] = append(list(m, "conflicts"), map[string]any{"id": "princes", "name": "P", "rules": "princes", "category": "geo", "activationOrder": 2, "unlock": "chronicle", "params": map[string]any{}})
		}, []string{"conflicts princes", "params.princes", "missing or out of range"}},
		{"princes with a Wanderer prince", "conflicts.json", func(m map[string]any) {
			m["conflicts"] = append(list(m, "conflicts"), map[string]any{"id": "princes", "name": "P", "rules": "princes", "category": "geo", "activationOrder": 2, "unlock": "chronicle",
				"params": map[string]any{"princes": []any{"north", "wanderer"}, "mapSpaces": 6, "ankhsPerPrince": 2}})
		}, []string{"conflicts princes", "params.princes", "missing or out of range"}},
		{"princes on too small a map", "conflicts.json", func(m map[string]any) {
			m["conflicts"] = append(list(m, "conflicts"), map[string]any{"id": "princes", "name": "P", "rules": "princes", "category": "geo", "activationOrder": 2, "unlock": "chronicle",
				"params": map[string]any{"princes": []any{"north", "south", "east"}, "mapSpaces": 6, "ankhsPerPrince": 2}})
		}, []string{"conflicts princes", "params.mapSpaces", "missing or out of range"}},
		{"final mission unknown", "chronicle.json", func(m map[string]any) {
			obj(m["chronicle"])["finalMission"] = "nope"
		}, []string{"finalMission", "nope", "not the id of any chronicleMissions entry"}},
		{"final card unknown", "chronicle.json", func(m map[string]any) {
			obj(m["chronicle"])["finalCard"] = "nope"
		}, []string{"finalCard", "nope", "not the id of any chapterCards entry"}},
		{"starting trio positions", "conflicts.json", func(m map[string]any) { obj(list(m, "conflicts")[1])["activationOrder"] = 1 }, []string{"conflicts border-riots", "activationOrder", "1, 2 and 3 once each"}},
		{"deck order", "chronicle.json", func(m map[string]any) {
			d := list(obj(m["chronicle"]), "deck")
			obj(d[3])["number"] = 5
		}, []string{"chronicle.json", "chronicle", "deck", "unique and increasing"}},
		{"unlock mission mismatch", "chronicle.json", func(m map[string]any) {
			for _, x := range list(m, "chronicleMissions") {
				if obj(x)["id"] == "m-era1-ch1-5" {
					obj(x)["reward"] = map[string]any{"statusGain": true}
				}
			}
		}, []string{"characters.json", "characters wandering-oracle", "unlock", "does not reward"}},
		{"two rewards", "chronicle.json", func(m map[string]any) {
			obj(list(m, "chronicleMissions")[0])["reward"] = map[string]any{"statusGain": true, "asset": "warrior"}
		}, []string{"chronicleMissions m-era1-ch1-1", "reward", "exactly one"}},
		{"era board missing", "chronicle.json", func(m map[string]any) {
			obj(list(obj(m["chronicle"]), "eras")[0])["enters"] = "nowhere"
		}, []string{"chronicle", "eras", "\"nowhere\""}},
		{"score card out of bounds", "chronicle.json", func(m map[string]any) {
			obj(list(m, "scoreCards")[0])["points"] = []any{map[string]any{"characteristic": "allegiance", "amount": -3}}
		}, []string{"scoreCards score-1-1", "points", "outside -1 to 1"}},
		{"unknown op", "characters.json", func(m map[string]any) {
			obj(list(m, "skills")[0])["effect"] = []any{map[string]any{"explode": map[string]any{}}}
		}, []string{"characters.json", "unknown effect operation \"explode\""}},
		{"unknown filter field", "characters.json", func(m map[string]any) {
			obj(list(m, "skills")[4])["effect"] = []any{map[string]any{"torpor": map[string]any{"target": map[string]any{"chosen": map[string]any{"colour": "red"}}}}}
		}, []string{"characters.json", "unknown field \"colour\""}},
		{"bad filter value", "characters.json", func(m map[string]any) {
			obj(list(m, "skills")[4])["effect"] = []any{map[string]any{"torpor": map[string]any{"target": map[string]any{"chosen": map[string]any{"owner": "everyone"}}}}}
		}, []string{"skills long-sleep", "effect[0].torpor", "owner \"everyone\""}},
		{"custom handler", "characters.json", func(m map[string]any) {
			obj(list(m, "skills")[4])["effect"] = []any{map[string]any{"custom": map[string]any{"handler": "mystery"}}}
		}, []string{"skills long-sleep", "handler \"mystery\" is not registered"}},
		{"keyword of another clan", "clans.json", func(m map[string]any) { obj(list(m, "intrigues")[0])["keyword"] = "edict" }, []string{"intrigues cinder-1", "keyword", "not clan cinder's keyword"}},
		{"format version", "pack.json", func(m map[string]any) { obj(m["pack"])["format"] = 99 }, []string{"pack.json", "pack", "format", "reads format 1"}},
		{"given twice", "conflicts.json", func(m map[string]any) { m["rules"] = map[string]any{} }, []string{"conflicts.json", "rules", "given again"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, probs := pack.LoadFiles(edit(t, c.file, c.change), pack.Options{})
			if p != nil {
				t.Errorf("the pack loaded")
			}
			for _, pr := range probs {
				s := pr.Error()
				ok := true
				for _, w := range c.want {
					ok = ok && strings.Contains(s, w)
				}
				if ok {
					return
				}
			}
			t.Errorf("no problem says %q; problems:\n%v", c.want, probs)
		})
	}
}

// TestLoadDir loads the demo pack from a real directory, and refuses one
// without pack files and one with an oversized file.
func TestLoadDir(t *testing.T) {
	dir := t.TempDir()
	for name, b := range demo.Files() {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if p, probs := pack.LoadDir(dir, pack.Options{}); p == nil || len(probs) > 0 {
		t.Fatalf("demo pack from a directory: %v", probs)
	}
	if p, probs := pack.LoadDir(t.TempDir(), pack.Options{}); p != nil || len(probs) != 1 || !strings.Contains(probs[0].Error(), "no .json") {
		t.Errorf("empty directory: %v", probs)
	}
	big := t.TempDir()
	if err := os.WriteFile(filepath.Join(big, "huge.json"), make([]byte, pack.MaxFileBytes+1), 0o644); err != nil {
		t.Fatal(err)
	}
	if p, probs := pack.LoadDir(big, pack.Options{}); p != nil || len(probs) != 1 || !strings.Contains(probs[0].Error(), "huge.json") {
		t.Errorf("oversized file: %v", probs)
	}
}

// TestStepRoundTrip: a step written back reads the same.
func TestStepRoundTrip(t *testing.T) {
	src := `[{"move":{"token":"infamy","amount":1,"from":{"chosen":{"owner":"you","has":{"infamy":1}}},"to":{"chosen":{"owner":"opponent"}}}},{"gain":{"token":"power","amount":{"count":{"each":{"owner":"you","attr":["archetype:merchant"]}}}}}]`
	var e pack.Effect
	if err := json.Unmarshal([]byte(src), &e); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != src {
		t.Errorf("round trip:\n got %s\nwant %s", b, src)
	}
}

// FuzzLoadPack: no input makes the loader panic, and a pack it accepts
// has a header.
func FuzzLoadPack(f *testing.F) {
	for _, b := range demo.Files() {
		f.Add(b)
	}
	f.Add([]byte(`{"pack":{"id":"x","game":"heritage","format":1,"origin":"original","version":"1.0.0"},"intrigues":[{"id":"a","effect":[{"gain":{"amount":{"times":[1,{"count":"pack"}]}}}]}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		p, probs := pack.LoadFiles(map[string][]byte{"f.json": b}, pack.Options{})
		if p != nil && p.Pack.Game != "heritage" {
			t.Errorf("accepted a pack for game %q", p.Pack.Game)
		}
		for _, pr := range probs {
			if pr.File == "" {
				t.Errorf("problem without a file: %v", pr)
			}
		}
	})
}
