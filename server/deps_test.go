package server

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestNoGameImported: the server, the store, the terminal and the bots
// import no game package (docs/ARCHITECTURE.md, "How to add a game"):
// nothing under kindred/vtes, nor the engine's test game, is among their
// dependencies (their tests may use them). A game reaches them through
// package games only.
func TestNoGameImported(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "kindred/server", "kindred/store", "kindred/terminal", "kindred/bot").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 || !slices.Contains(deps, "kindred/engine") || !slices.Contains(deps, "kindred/games") {
		t.Fatalf("go list -deps gave no plausible list:\n%s", out)
	}
	for _, p := range deps {
		if p == "kindred/vtes" || strings.HasPrefix(p, "kindred/vtes/") || p == "kindred/engine/enginetest" {
			t.Errorf("a game package is imported by server, store, terminal or bot: %s", p)
		}
	}
}
