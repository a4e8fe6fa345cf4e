package heritagegame

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"kindred/engine"
	"kindred/heritage/rules"
)

// TestFromEnv: the packs of $KINDRED_HERITAGE_PACKS are played beside the
// demonstration pack when a header names them; a directory with problems
// is left out, and a game asking for a missing pack is told why.
func TestFromEnv(t *testing.T) {
	dir, _ := userPack(t)
	broken := t.TempDir()
	if err := os.WriteFile(filepath.Join(broken, "pack.json"), []byte(`{"pack": `), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(PacksEnv, dir+string(os.PathListSeparator)+broken)
	gm := FromEnv()
	h, err := gm.NewHeader(3, map[string]string{"pack": "my-pack"}, []string{"cinder", "thorn"})
	if err != nil {
		t.Fatal(err)
	}
	if g, err := gm.Start(h); err != nil || g.Pack.Pack.ID != "my-pack" {
		t.Fatalf("the user's pack: %v", err)
	}
	if _, err := gm.NewHeader(3, nil, []string{"cinder", "thorn"}); err != nil {
		t.Errorf("the demonstration pack beside it: %v", err)
	}
	other := engine.Header{Game: rules.Name, Version: rules.Version, Seed: 3, Rules: []engine.Rule{{Key: "pack", Value: "other"}}, Seats: []string{"cinder", "thorn"}}
	_, err = gm.Start(other)
	if err == nil || !strings.Contains(err.Error(), "left out: "+PacksEnv+" "+broken) || !strings.Contains(err.Error(), "content check heritage") {
		t.Errorf("a missing pack: %v", err)
	}
	t.Setenv(PacksEnv, "")
	if _, err := FromEnv().Start(other); err == nil || !strings.Contains(err.Error(), PacksEnv+"=DIR") {
		t.Errorf("without the variable: %v", err)
	}
}
