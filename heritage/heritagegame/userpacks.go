package heritagegame

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"kindred/heritage/pack"
)

// PacksEnv names the environment variable listing the directories of a
// user's own packs (separated as PATH is: ':' on Unix), loaded beside
// the built-in demonstration pack by FromEnv. A game plays one of them
// when its rules option "pack" names the pack's id.
const PacksEnv = "KINDRED_HERITAGE_PACKS"

// FromEnv returns the plug-in with the demonstration pack and the packs
// of the directories $KINDRED_HERITAGE_PACKS lists. A directory whose pack
// has problems is left out, and a game asking for a pack that is not
// loaded is told why (run `kindred content check heritage DIR`): a bad
// pack never reaches a game.
func FromEnv() Game {
	v := os.Getenv(PacksEnv)
	if v == "" {
		return New()
	}
	var packs []*pack.Pack
	var bad []string
	for _, dir := range filepath.SplitList(v) {
		if dir == "" {
			continue
		}
		p, probs := pack.LoadDir(dir, pack.Options{})
		if len(probs) > 0 || p == nil {
			bad = append(bad, fmt.Sprintf("%s: %d problems (kindred content check heritage %s)", dir, len(probs), dir))
			continue
		}
		packs = append(packs, p)
	}
	g := New(packs...)
	if len(bad) > 0 {
		g.envProblems = PacksEnv + " " + strings.Join(bad, "; ")
	}
	return g
}
