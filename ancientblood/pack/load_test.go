package pack_test

import (
	"encoding/json"
	"strings"
	"testing"

	"kindred/ancientblood/demo"
	"kindred/ancientblood/pack"
)

// edit decodes file name of files, lets change modify it and encodes it
// back.
func edit(t *testing.T, files map[string][]byte, name string, change func(m map[string]any)) {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(files[name], &m); err != nil {
		t.Fatal(err)
	}
	change(m)
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	files[name] = data
}

func list(m map[string]any, key string, i int) map[string]any {
	return m[key].([]any)[i].(map[string]any)
}

// TestChecks: each §13.22 check refuses a broken demonstration pack,
// naming the file, the entry and what is wrong.
func TestChecks(t *testing.T) {
	cases := []struct {
		name   string
		file   string
		change func(m map[string]any)
		want   string // file: entry: what
	}{
		{"unknown reference", "10-hunters.json", func(m map[string]any) { list(m, "hunters", 0)["class"] = "bard" },
			`10-hunters.json: hunters brann: class "bard" is not a class`},
		{"missing side", "10-hunters.json", func(m map[string]any) {
			delete(list(m, "hunters", 1)["sides"].(map[string]any), "vampire")
		}, "10-hunters.json: hunters sable: no vampire side"},
		{"duplicate id", "30-enemies.json", func(m map[string]any) { list(m, "enemies", 1)["id"] = "demo-warden" },
			`enemies demo-warden: id "demo-warden" is used twice`},
		{"missing face", "30-enemies.json", func(m map[string]any) {
			delete(list(m, "enemies", 4)["faces"].(map[string]any), "two")
		}, "30-enemies.json: enemies demo-marsh-hound: no two face"},
		{"ranged weapon without ammo", "20-cards.json", func(m map[string]any) {
			delete(list(m, "scrolls", 2)["weapon"].(map[string]any), "ammo")
		}, "20-cards.json: scrolls demo-scroll-crossbow: a ranged weapon needs an ammo type"},
		{"ammo without range", "20-cards.json", func(m map[string]any) {
			delete(list(m, "items", 9)["ammo"].(map[string]any), "range")
		}, "20-cards.json: items demo-silver-bullet: ammo must have the card's type and a range"},
		{"starting skills", "20-cards.json", func(m map[string]any) { delete(list(m, "skills", 0), "starting") },
			"classes warrior: 1 starting skills: each class has at least 2"},
		{"zone without los", "50-board.json", func(m map[string]any) {
			delete(list(m, "tiles", 0)["zones"].([]any)[0].(map[string]any), "los")
		}, `50-board.json: tiles hp-1a: tile hp-1a: zone "a" has no line-of-sight point`},
		{"spawn point twice", "50-board.json", func(m map[string]any) {
			list(m, "tiles", 0)["spawnPoints"].([]any)[2].(map[string]any)["number"] = 2.0
		}, `spawn point 2 appears twice in room "nave"`},
		{"unknown tile", "50-board.json", func(m map[string]any) {
			list(m, "encounters", 0)["tiles"].([]any)[0].(map[string]any)["code"] = "hp-9z"
		}, `encounters demo-nest-chapel: tile "hp-9z" is not a tile code`},
		{"unknown door slot", "50-board.json", func(m map[string]any) { list(m, "encounters", 0)["doors"] = []any{"hp-1a:nope"} },
			`encounters demo-nest-chapel: the layout: board: door "hp-1a:nope"`},
		{"nest without entry", "50-board.json", func(m map[string]any) { delete(list(m, "encounters", 0), "entryPoints") },
			"a nest needs at least one entry point"},
		{"lair without ancient", "50-board.json", func(m map[string]any) { delete(list(m, "encounters", 1), "ancient") },
			"encounters demo-lair-abbess: a lair names its Ancient"},
		{"unknown op", "30-enemies.json", func(m map[string]any) {
			list(m, "compulsions", 0)["penalty"] = []any{map[string]any{"explode": 1}}
		}, `compulsions demo-compulsion-ripper: penalty step 1: op "explode" is not one of`},
		{"unknown door token slot", "30-enemies.json", func(m map[string]any) {
			list(m, "compulsions", 0)["penalty"] = []any{map[string]any{"token": map[string]any{"type": "door", "slot": "hp-1a:nowhere"}}}
		}, `compulsions demo-compulsion-ripper: penalty step 1: door token slot "hp-1a:nowhere" is not a door slot`},
		{"unregistered handler", "30-enemies.json", func(m map[string]any) {
			list(m, "compulsions", 0)["penalty"] = []any{map[string]any{"custom": "dance"}}
		}, `custom handler "dance" is not registered`},
		{"unknown condition", "30-enemies.json", func(m map[string]any) { list(m, "compulsions", 0)["task"] = map[string]any{"moon": 1} },
			`condition "moon" is not one of`},
		{"story with no end", "60-book.json", func(m map[string]any) {
			list(m, "entries", 8)["steps"] = []any{map[string]any{"goto": 90.0}}
		}, "stories demo-story-1: entry 90 cannot reach a storyEnd"},
		{"missing entry", "60-book.json", func(m map[string]any) { list(m, "stories", 0)["startEntry"] = 999.0 },
			"stories demo-story-1: startEntry 999 does not exist"},
		{"unknown key", "00-pack.json", func(m map[string]any) { m["dragons"] = 1 },
			`00-pack.json: not a pack file: json: unknown field "dragons"`},
		{"wrong game", "00-pack.json", func(m map[string]any) { m["pack"].(map[string]any)["game"] = "chess" },
			`pack kindred-demo: game "chess": want ancient-blood`},
		{"newer format", "00-pack.json", func(m map[string]any) { m["pack"].(map[string]any)["format"] = 2.0 },
			"format 2: this build reads format 1"},
		{"die with five faces", "00-pack.json", func(m map[string]any) {
			d := list(m, "dice", 0)
			d["faces"] = d["faces"].([]any)[:5]
		}, "dice blue: 5 faces: a die has 6"},
		{"terror spawn", "30-enemies.json", func(m map[string]any) {
			list(m, "terror", 0)["lines"].([]any)[0].(map[string]any)["spawn"] = "ghost"
		}, `terror demo-terror-1: line 1: spawn "ghost" is neither an enemy nor corpse`},
		{"a sleeping guardian", "30-enemies.json", func(m map[string]any) { list(m, "enemies", 0)["sleeps"] = true },
			"enemies demo-warden: only vampires sleep"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := demo.Files()
			edit(t, files, c.file, c.change)
			_, probs, err := pack.LoadFiles(files)
			if err == nil {
				t.Fatalf("the broken pack loaded (problems %v)", probs)
			}
			for _, p := range probs {
				if strings.Contains(p.Error(), c.want) {
					return
				}
			}
			t.Errorf("no problem says %q; got:\n%v", c.want, err)
		})
	}
}

// TestUnreachableWarns: an entry no story reaches is a warning, not a
// refusal.
func TestUnreachableWarns(t *testing.T) {
	files := demo.Files()
	edit(t, files, "60-book.json", func(m map[string]any) {
		m["entries"] = append(m["entries"].([]any), map[string]any{"id": 77.0, "steps": []any{map[string]any{"storyEnd": map[string]any{"victory": true}}}})
	})
	_, probs, err := pack.LoadFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	if len(probs) != 1 || !probs[0].Warning || !strings.Contains(probs[0].Error(), "entries 77: no story reaches this entry") {
		t.Errorf("problems %v", probs)
	}
}

// TestByCount reads both shapes of a by-count value.
func TestByCount(t *testing.T) {
	var b pack.ByCount[int]
	if err := json.Unmarshal([]byte(`3`), &b); err != nil || b.For(2) != 3 || b.For(4) != 3 {
		t.Errorf("plain: %v %+v", err, b)
	}
	if err := json.Unmarshal([]byte(`{"two": 1, "threeFour": 2}`), &b); err != nil || b.For(2) != 1 || b.For(3) != 2 {
		t.Errorf("object: %v %+v", err, b)
	}
	if err := json.Unmarshal([]byte(`{"two": 1}`), &b); err == nil {
		t.Error("half an object was accepted")
	}
}

// TestLoadDir loads the pack from a directory, as `kindred content check`.
func TestLoadDir(t *testing.T) {
	dir := t.TempDir()
	for name, data := range demo.Files() {
		if err := writeFile(dir+"/"+name, data); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := pack.LoadDir(dir); err != nil {
		t.Fatal(err)
	}
	if _, _, err := pack.LoadDir(t.TempDir()); err == nil || !strings.Contains(err.Error(), "no .json files") {
		t.Errorf("an empty directory: %v", err)
	}
}

// FuzzLoadPack: any bytes in a pack file give problems or a pack, never
// a panic.
func FuzzLoadPack(f *testing.F) {
	for _, data := range demo.Files() {
		f.Add(data)
	}
	f.Add([]byte(`{"pack": {"id": "x"}, "tiles": [{"code": "t", "zones": [{"id": "a"}]}]}`))
	f.Add([]byte(`{"entries": [{"id": 1, "steps": [{"goto": 1}]}], "stories": [{"id": "s", "startEntry": 1}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		files := map[string][]byte{"00-pack.json": demo.Files()["00-pack.json"], "99-fuzz.json": data}
		p, probs, err := pack.LoadFiles(files)
		if err == nil && p == nil {
			t.Fatal("no pack and no error")
		}
		for _, pr := range probs {
			_ = pr.Error()
		}
	})
}
