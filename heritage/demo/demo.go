// Package demo holds Kindred's built-in demonstration pack for VtM
// Heritage: ORIGINAL content written for Kindred (its own clan names,
// characters, texts and values), clearly marked as not the published
// content of the game, with at least the minimum content of
// ../shared/rules/heritage.md §11.13 so that every rule has something to
// run on. The files are under pack/, embedded in the binary.
package demo

import (
	"embed"
	"fmt"
	"sync"

	"kindred/heritage/pack"
)

//go:embed pack/*.json
var files embed.FS

var (
	once   sync.Once
	loaded *pack.Pack
	probs  []pack.Problem
)

// Pack returns the demonstration pack, loaded once. It fails only if the
// embedded files are broken, which TestDemoLoadsClean rules out.
func Pack() (*pack.Pack, error) {
	once.Do(func() { loaded, probs = pack.LoadFS(files, "pack", pack.Options{}) })
	if loaded == nil {
		return nil, fmt.Errorf("heritage demo pack: %v", probs)
	}
	return loaded, nil
}

// Problems returns the loader's problems (warnings included) for the
// demonstration pack.
func Problems() []pack.Problem {
	Pack()
	return probs
}

// Files returns the pack's files by name, for tests that change them.
func Files() map[string][]byte {
	out := map[string][]byte{}
	entries, _ := files.ReadDir("pack")
	for _, e := range entries {
		b, err := files.ReadFile("pack/" + e.Name())
		if err == nil {
			out[e.Name()] = b
		}
	}
	return out
}
