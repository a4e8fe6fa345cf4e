package heritagegame

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/bot"
	"kindred/engine"
	"kindred/heritage/chronicle"
	"kindred/heritage/demo"
	"kindred/heritage/pack"
)

// userPack writes the demonstration pack's files to a directory under
// another id and a renamed clan, as an owner's own pack would be, and
// loads it.
func userPack(t *testing.T) (string, *pack.Pack) {
	t.Helper()
	dir := t.TempDir()
	for name, b := range demo.Files() {
		s := string(b)
		if name == "pack.json" {
			s = strings.Replace(s, `"id": "kindred-demo"`, `"id": "my-pack"`, 1)
		}
		if name == "clans.json" {
			s = strings.Replace(s, `"name": "House Cinder"`, `"name": "House of Embers"`, 1)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p, probs := pack.LoadDir(dir, pack.Options{})
	if p == nil {
		t.Fatalf("the user pack: %v", probs)
	}
	return dir, p
}

// TestUserPack: a pack loaded from a directory plays beside the
// demonstration one when a header names it; CheckPack finds nothing
// wrong with it and reports a broken one's problems.
func TestUserPack(t *testing.T) {
	dir, p := userPack(t)
	gm := New(p)
	if probs := gm.CheckPack(dir); len(probs) != 0 {
		t.Errorf("CheckPack: %v", probs)
	}
	h, err := gm.NewHeader(3, map[string]string{"pack": "my-pack"}, []string{"cinder", "thorn"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := gm.Start(h)
	if err != nil {
		t.Fatal(err)
	}
	if g.Pack.Pack.ID != "my-pack" || gm.SeatName(g, 0) != "House of Embers" {
		t.Errorf("played pack %s, seat 0 %q", g.Pack.Pack.ID, gm.SeatName(g, 0))
	}
	b := bot.NewRandom(3)
	for d := g.Pending(); d != nil; d = g.Pending() {
		i, _ := b.Choose(nil, d)
		if err := g.Apply(i); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := gm.NewHeader(3, map[string]string{"pack": "nobody"}, []string{"cinder", "thorn"}); err == nil || !strings.Contains(err.Error(), "nobody") {
		t.Errorf("an unknown pack: %v", err)
	}
	// A broken pack: every problem with its file.
	if err := os.WriteFile(filepath.Join(dir, "zz.json"), []byte(`{"clans": [{"id": "Bad"}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	probs := gm.CheckPack(dir)
	if len(probs) == 0 || !strings.Contains(probs[len(probs)-1].Error(), "zz.json") {
		t.Errorf("CheckPack on a broken pack: %v", probs)
	}
}

// TestChronicleView: a chronicle game's view shows the chronicle's
// progress.
func TestChronicleView(t *testing.T) {
	p, _ := demo.Pack()
	st, _ := chronicle.New(p, []string{"Ada", "Bo"})
	h, err := New().ChronicleHeader(2, st, []string{"cinder", "thorn"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(h)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	js, err := New().ViewJSON(g, 0, engine.English)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"chronicle":{"chapter":1,"era":1,"chapters":6,"eras":`, `"name":"Ada"`, `"preview":"Chapter 1 opens`} {
		if !strings.Contains(string(js), want) {
			t.Errorf("ViewJSON lacks %s: %s", want, js)
		}
	}
}
