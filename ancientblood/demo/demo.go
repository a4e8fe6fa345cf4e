// Package demo is Kindred's original demonstration pack for Ancient
// Blood, "The Hollow Parish", built into the binary: its names, numbers,
// maps and story were written for Kindred and are NOT the published
// game's content (rules/ancientblood.md §13.23). Its files under pack/
// are the format's worked example (docs/ANCIENTBLOOD-PACKS.md).
package demo

import (
	"embed"
	"sync"

	"kindred/ancientblood/pack"
)

//go:embed pack/*.json
var files embed.FS

var (
	once   sync.Once
	loaded *pack.Pack
	err    error
)

// Pack returns the demonstration pack, loaded once. Callers must not
// modify it.
func Pack() (*pack.Pack, error) {
	once.Do(func() { loaded, _, err = pack.LoadFS(files, "pack") })
	return loaded, err
}

// Files returns the pack's files by name, for tests that change them.
func Files() map[string][]byte {
	out := map[string][]byte{}
	entries, _ := files.ReadDir("pack")
	for _, e := range entries {
		data, _ := files.ReadFile("pack/" + e.Name())
		out[e.Name()] = data
	}
	return out
}
